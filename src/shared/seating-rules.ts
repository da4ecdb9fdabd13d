import { z } from "zod";
import { idSchema } from "./guests";
import { msg, t } from "./i18n/messages";
import { pathParam } from "./text";

/** Seating rules: the owner's wishes for a pair of guests, read by auto-seat (docs/auto-seat-format.md). */

export const SEATING_RULE_KINDS = ["together", "apart", "next_to"] as const;
export type SeatingRuleKind = (typeof SEATING_RULE_KINDS)[number];
export const SEATING_RULE_STRENGTHS = ["must", "prefer"] as const;
export type SeatingRuleStrength = (typeof SEATING_RULE_STRENGTHS)[number];

export const RULE_KIND_LABELS: Record<SeatingRuleKind, string> = {
  together: msg("Seat together"),
  apart: msg("Keep apart"),
  next_to: msg("Seat next to"),
};
export const RULE_STRENGTH_LABELS: Record<SeatingRuleStrength, string> = {
  must: msg("Must"),
  prefer: msg("Prefer"),
};

/** A 'Prefer' rule's weight in the score: five normal-importance groups' worth of one shared tie. */
export const PREFER_RULE_WEIGHT = 10;

/** An event holds at most this many rules. */
export const MAX_SEATING_RULES = 2000;

export const SEATING_RULE_MESSAGES = {
  guestRequired: msg("Choose a guest"),
  sameGuest: msg("Choose two different guests"),
  guestNotFound: msg("Guest not found"),
  kind: msg("Choose Seat together, Keep apart or Seat next to"),
  strength: msg("Choose Must or Prefer"),
  exists: msg("These two guests already have a rule. Remove it first to change it."),
  notFound: msg("Rule not found"),
  tooMany: () => t("An event can have at most {max, number} seating rules", { max: MAX_SEATING_RULES }),
} as const;

/** POST /api/events/:eventId/seating-rules. */
export const createSeatingRuleSchema = z
  .object({
    guestAId: idSchema(SEATING_RULE_MESSAGES.guestRequired),
    guestBId: idSchema(SEATING_RULE_MESSAGES.guestRequired),
    kind: z.enum(SEATING_RULE_KINDS, { error: SEATING_RULE_MESSAGES.kind }),
    strength: z.enum(SEATING_RULE_STRENGTHS, { error: SEATING_RULE_MESSAGES.strength }),
  })
  .refine((rule) => rule.guestAId.toLowerCase() !== rule.guestBId.toLowerCase(), {
    message: SEATING_RULE_MESSAGES.sameGuest,
    path: ["guestBId"],
  });
export type CreateSeatingRuleInput = z.input<typeof createSeatingRuleSchema>;

export const seatingRuleIdParamSchema = z.object({
  eventId: pathParam("Event id"),
  ruleId: pathParam("Rule id"),
});

export interface SeatingRule {
  id: string;
  guestAId: string;
  guestAName: string;
  guestBId: string;
  guestBName: string;
  kind: SeatingRuleKind;
  strength: SeatingRuleStrength;
}

/** "Keep apart (must)", in the current language. */
export function ruleLabel(rule: { kind: SeatingRuleKind; strength: SeatingRuleStrength }): string {
  return t(
    "{kind, select, together {Seat together} next_to {Seat next to} other {Keep apart}} ({strength, select, must {must} other {prefer}})",
    { kind: rule.kind, strength: rule.strength },
  );
}

/** A rule's two names in alphabetical order, for display (the pair is stored in id order). */
export function rulePair(rule: { guestAName: string; guestBName: string }): [string, string] {
  return rule.guestAName.localeCompare(rule.guestBName) <= 0
    ? [rule.guestAName, rule.guestBName]
    : [rule.guestBName, rule.guestAName];
}
