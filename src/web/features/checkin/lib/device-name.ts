const STORAGE_KEY = "seatwise.device";

/** What kind of device this is, from the browser's user agent: a label, not a product message. */
function kind(): string {
  const agent = navigator.userAgent;
  if (/iPhone/.test(agent)) return "iPhone";
  if (/iPad/.test(agent)) return "iPad";
  if (/Android/.test(agent)) return "Android";
  if (/Macintosh/.test(agent)) return "Mac";
  if (/Windows/.test(agent)) return "Windows";
  return "Phone";
}

/**
 * This device's name in check-ins it sends ("Android 7KQ2"), made once and kept: the arrival report and the
 * history say which phone checked a guest in, and two phones of the same kind stay apart.
 */
export function deviceName(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (kept) return kept;
    const made = `${kind()} ${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
    localStorage.setItem(STORAGE_KEY, made);
    return made;
  } catch {
    return kind(); // storage refused: a name without its mark
  }
}
