import type { Instance } from "./types";

/**
 * The score's w(i, j) between any two guests (docs/auto-seat-format.md), plus the ties that are not score
 * (same household, hard 'together'), for the explanations and the "knows nobody at the table" list.
 */
export class Ties {
  private readonly groupWeight = new Map<string, number>();
  private readonly guestGroups: Set<string>[];
  private readonly softRules = new Map<string, number>();
  private readonly hardTogether = new Set<string>();
  private readonly guestIndex: Map<string, number>;

  constructor(private readonly instance: Instance) {
    for (const group of instance.groups) this.groupWeight.set(group.id, group.weight);
    this.guestGroups = instance.guests.map((guest) => new Set(guest.groups));
    this.guestIndex = new Map(instance.guests.map((guest, index) => [guest.id, index]));
    for (const rule of instance.rules) {
      const key = Ties.key(this.guestIndex.get(rule.a)!, this.guestIndex.get(rule.b)!);
      // 'next-to' counts as 'together' at the table level.
      if (rule.hard) {
        if (rule.kind !== "apart") this.hardTogether.add(key);
        continue;
      }
      this.softRules.set(
        key,
        (this.softRules.get(key) ?? 0) + (rule.kind === "apart" ? -rule.weight : rule.weight),
      );
    }
  }

  static key(a: number, b: number): string {
    return a < b ? `${a} ${b}` : `${b} ${a}`;
  }

  weightOf(group: string): number {
    return this.groupWeight.get(group) ?? 1;
  }

  /** The groups both guests belong to. */
  sharedGroups(a: number, b: number): string[] {
    const theirs = this.guestGroups[b]!;
    return [...this.guestGroups[a]!].filter((group) => theirs.has(group));
  }

  /** Sum of the weights of soft rules between a and b (together positive, apart negative). */
  ruleWeight(a: number, b: number): number {
    return this.softRules.get(Ties.key(a, b)) ?? 0;
  }

  /** w(a, b) of the score (docs/auto-seat-format.md). */
  weight(a: number, b: number): number {
    let w = this.ruleWeight(a, b);
    for (const group of this.sharedGroups(a, b)) w += this.weightOf(group);
    return w;
  }

  sameHousehold(a: number, b: number): boolean {
    const party = this.instance.guests[a]!.party;
    return party !== undefined && party === this.instance.guests[b]!.party;
  }

  /** A positive reason to sit together: household, hard 'together', or w > 0. */
  knows(a: number, b: number): boolean {
    return this.sameHousehold(a, b) || this.hardTogether.has(Ties.key(a, b)) || this.weight(a, b) > 0;
  }
}
