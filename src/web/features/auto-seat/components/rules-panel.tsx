import { Trash2Icon } from "lucide-react";
import { memo, useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import type { SeatingData } from "@/shared/auto-seat-plan";
import {
  RULE_KIND_LABELS,
  RULE_STRENGTH_LABELS,
  rulePair,
  SEATING_RULE_KINDS,
  SEATING_RULE_MESSAGES,
  SEATING_RULE_STRENGTHS,
  type SeatingRuleKind,
  type SeatingRuleStrength,
} from "@/shared/seating-rules";
import { type PickerOption, SearchPicker } from "@/web/components/form/search-picker";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { Trans, useT } from "@/web/lib/i18n";
import { useCreateRule, useDeleteRule } from "../api/seating-data";

/** Seating rules: pairs of guests to seat together, keep apart or seat next to each other, as a must or a
 * preference. */
export const RulesPanel = memo(function RulesPanel({
  eventId,
  data,
  open,
  onOpenChange,
  initialGuestId,
}: {
  eventId: string;
  data: SeatingData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from a guest: the first picker starts on them, and their rules come first. */
  initialGuestId?: string | null;
}) {
  const t = useT();
  const [guestA, setGuestA] = useState<string | null>(null);
  const [guestB, setGuestB] = useState<string | null>(null);
  const [kind, setKind] = useState<SeatingRuleKind>("together");
  const [strength, setStrength] = useState<SeatingRuleStrength>("prefer");
  const [errors, setErrors] = useState<{ guestAId?: string; guestBId?: string }>({});
  const [formKey, setFormKey] = useState(0);
  const create = useCreateRule(eventId);
  const remove = useDeleteRule(eventId);

  useEffect(() => {
    if (!open) return;
    setGuestA(initialGuestId ?? null);
    setGuestB(null);
    setErrors({});
    setFormKey((key) => key + 1);
  }, [open, initialGuestId]);

  const tableName = useMemo(() => new Map(data.tables.map((table) => [table.id, table.name])), [data.tables]);
  const householdName = useMemo(
    () => new Map(data.households.map((household) => [household.id, household.name])),
    [data.households],
  );
  const pickerGuests: PickerOption[] = useMemo(
    () =>
      data.guests.map((guest) => ({
        id: guest.id,
        name: guest.name,
        hint:
          (guest.tableId ? tableName.get(guest.tableId) : undefined) ??
          (guest.householdId ? householdName.get(guest.householdId) : undefined),
      })),
    [data.guests, tableName, householdName],
  );
  const rules = useMemo(() => {
    if (!initialGuestId) return data.rules;
    const mine = (rule: (typeof data.rules)[number]) =>
      rule.guestAId === initialGuestId || rule.guestBId === initialGuestId;
    return [...data.rules.filter(mine), ...data.rules.filter((rule) => !mine(rule))];
  }, [data.rules, initialGuestId]);

  const add = async () => {
    const next: typeof errors = {};
    if (!guestA) next.guestAId = SEATING_RULE_MESSAGES.guestRequired;
    if (!guestB) next.guestBId = SEATING_RULE_MESSAGES.guestRequired;
    else if (guestA === guestB) next.guestBId = SEATING_RULE_MESSAGES.sameGuest;
    setErrors(next);
    if (next.guestAId || next.guestBId) return;
    try {
      await create.mutateAsync({ guestAId: guestA!, guestBId: guestB!, kind, strength });
      toast.success(t("Rule added"));
      setGuestB(null);
      setFormKey((key) => key + 1);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t("Could not add the rule"), { description: getErrorMessage(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("Seating rules")}</DialogTitle>
          <DialogDescription>
            {t(
              "Who should sit together, who should be kept apart and who should sit side by side. Auto-seat always keeps households together; a “Must” rule is never broken, a “Prefer” rule is met whenever the plan allows.",
            )}
          </DialogDescription>
        </DialogHeader>

        <form
          key={formKey}
          noValidate
          aria-label={t("Add a rule")}
          className="grid gap-4 rounded-xl border bg-muted/30 p-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <SearchPicker
            label={t("First guest")}
            options={pickerGuests}
            value={guestA}
            onChange={setGuestA}
            error={errors.guestAId && t(errors.guestAId)}
          />
          <SearchPicker
            label={t("Second guest")}
            options={pickerGuests}
            value={guestB}
            onChange={setGuestB}
            error={errors.guestBId && t(errors.guestBId)}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="rule-kind">{t("Wish")}</Label>
            <NativeSelect
              id="rule-kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as SeatingRuleKind)}
            >
              {SEATING_RULE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(RULE_KIND_LABELS[value])}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="rule-strength">{t("Strength")}</Label>
            <NativeSelect
              id="rule-strength"
              value={strength}
              onChange={(event) => setStrength(event.target.value as SeatingRuleStrength)}
            >
              {SEATING_RULE_STRENGTHS.map((value) => (
                <option key={value} value={value}>
                  {value === "must" ? t("Must (never broken)") : t("Prefer (when possible)")}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t("Adding…") : t("Add rule")}
            </Button>
          </div>
        </form>

        {rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("No rules yet.")}</p>
        ) : (
          <ul aria-label={t("Rules")} className="flex flex-col divide-y rounded-xl border">
            {rules.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <span className="min-w-40 flex-1">
                  <Trans
                    id="<0>{first}</0><1> & </1><2>{second}</2>"
                    values={{ first: rulePair(rule)[0], second: rulePair(rule)[1] }}
                    components={{
                      0: <span className="font-medium" />,
                      1: <span className="text-muted-foreground" />,
                      2: <span className="font-medium" />,
                    }}
                  />
                </span>
                <Badge variant={rule.kind === "apart" ? "warning" : "success"}>
                  {t(RULE_KIND_LABELS[rule.kind])}
                </Badge>
                <Badge variant="outline">{t(RULE_STRENGTH_LABELS[rule.strength])}</Badge>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t("Remove the rule for {first} and {second}", {
                    first: rulePair(rule)[0],
                    second: rulePair(rule)[1],
                  })}
                  disabled={remove.isPending}
                  onClick={async () => {
                    try {
                      await remove.mutateAsync(rule.id);
                      toast.success(t("Rule removed"));
                    } catch (error) {
                      toast.error(t("Could not remove the rule"), { description: getErrorMessage(error) });
                    }
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
});
