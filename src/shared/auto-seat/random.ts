/**
 * The solver's only sources of chance and of transcendental arithmetic. Every decision the solver makes
 * depends on these and on +, −, ×, ÷ and comparisons, which IEEE 754 defines exactly, so a seed gives the
 * same plan in Node and in any browser. Math.random is never used, and Math.exp/Math.log are not either:
 * their last bit is left to each JavaScript engine.
 */

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 32-bit integer operations only. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number) {
    // Seeds are any number; the integer part (and its high bits, for big seeds) mixes into the state.
    const low = Math.trunc(seed) | 0;
    const high = Math.trunc(seed / 4294967296) | 0;
    this.a = 0x9e3779b9 ^ low;
    this.b = 0x243f6a88 ^ high;
    this.c = 0xb7e15162;
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n), n ≥ 1. */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** e^x for x ≤ 0 from + and × only: halve x into [−0.5, 0], a Taylor polynomial, then square back. */
export function expNonPositive(x: number): number {
  if (x >= 0) return 1;
  if (x < -50) return 0;
  let y = x;
  let halvings = 0;
  while (y < -0.5) {
    y *= 0.5;
    halvings++;
  }
  let r = 1 + y / 9;
  for (let k = 8; k >= 1; k--) r = 1 + (y / k) * r;
  while (halvings-- > 0) r *= r;
  return r;
}
