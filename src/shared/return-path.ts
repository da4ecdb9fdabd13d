/**
 * Where the sign-in and sign-up pages may send someone afterwards (`?next=`): only an invitation page of this
 * site, `/invite/{token}`. Anything else (another site, `//host`, a backslash, an encoded slash, any other
 * path) is refused, so the pages can never be used to redirect to an address someone else chose.
 */
const INVITE_PATH = /^\/invite\/[A-Za-z0-9_-]{1,200}$/;

export function safeReturnPath(value: string | null | undefined): string | null {
  return typeof value === "string" && INVITE_PATH.test(value) ? value : null;
}

/** A sign-in or sign-up page's address that comes back to `next` with `email` filled in. */
export function withReturnPath(page: string, next: string, email?: string): string {
  const query = new URLSearchParams({ next });
  if (email) query.set("email", email);
  return `${page}?${query}`;
}
