import { timingSafeEqual } from "node:crypto";

/** Whether two secrets (a token, a proof) are the same, in a time that does not tell where they differ. */
export function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
