const PRINTABLE_ASCII = /^[ -~]*$/;

/** Two guests are the same person when their names match (ignoring case, accents and spacing) and their
 * e-mails match (ignoring case; two blank e-mails match). */
export function guestKey(name: string, email: string | null | undefined): string {
  // Most names are plain ASCII, which has no accents to take off: skip the costly decomposition.
  const folded = PRINTABLE_ASCII.test(name) ? name : name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const person = folded.toLowerCase().replace(/\s+/g, " ").trim();
  return `${person}\n${(email ?? "").trim().toLowerCase()}`;
}
