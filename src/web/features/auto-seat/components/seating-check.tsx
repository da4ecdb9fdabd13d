import { CircleAlertIcon, PinIcon, PinOffIcon } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { toast } from "sonner";
import { explainGuest, explainSeat } from "@/shared/auto-seat/explain";
import type { SeatingData } from "@/shared/auto-seat-plan";
import { rulePair } from "@/shared/seating-rules";
import { SearchPicker } from "@/web/components/form/search-picker";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { useLocale, useT } from "@/web/lib/i18n";
import { usePinGuests } from "../api/seating-data";
import { reviewCurrent } from "../lib/review";

/**
 * The seating as it stands, checked at all times (after auto-seat or hand edits): each table with a broken
 * wish, a split household or a guest among strangers gets a badge, each guest involved too, and any guest can
 * be explained — the ties that hold them at their table, the best other tables, who sits beside them and
 * which 'next to' wishes are kept.
 */
export const SeatingCheck = memo(function SeatingCheck({
  eventId,
  data,
}: {
  eventId: string;
  data: SeatingData;
}) {
  const t = useT();
  const locale = useLocale();
  // Its texts are built in the reader's language: built again when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale changes the review's words
  const current = useMemo(() => reviewCurrent(data), [data, locale]);
  const [explained, setExplained] = useState<string | null>(null);
  const { review } = current;
  const seated = Object.keys(current.assignments).length;
  if (seated === 0) return null;
  const guestName = new Map(data.guests.map((guest) => [guest.id, guest.name]));
  const broken = review.rules.filter((rule) => !rule.met);
  const flagged = [...review.guests.keys()];
  const issues = broken.length + review.problems.length;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" className="text-lg">
            {t("Seating check")}
          </CardTitle>
          <span className="flex flex-wrap gap-2" data-testid="seating-check-status">
            {issues > 0 ? (
              <Badge variant="destructive">
                {t("{count, plural, one {# issue} other {# issues}}", { count: issues })}
              </Badge>
            ) : (
              <Badge variant="success">{t("All wishes met")}</Badge>
            )}
            {review.lonely.length > 0 ? (
              <Badge variant="warning">{t("{count} among strangers", { count: review.lonely.length })}</Badge>
            ) : null}
          </span>
        </div>
        <CardDescription>
          {t(
            "{count, plural, one {Score {score} for # seated guest: shared groups, wishes and households at each table.} other {Score {score} for # seated guests: shared groups, wishes and households at each table.}}",
            { score: review.score, count: seated },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {review.tables.length > 0 ? (
          <ul aria-label={t("Tables to check")} className="grid gap-2 sm:grid-cols-2">
            {review.tables.map((table) => (
              <li key={table.tableId} className="rounded-xl border p-3 text-sm" data-table-check={table.name}>
                <p className="flex items-center justify-between gap-2 font-medium">
                  {table.name}
                  <Badge variant={table.serious ? "destructive" : "warning"}>
                    <CircleAlertIcon aria-hidden="true" />
                    {table.problems.length}
                  </Badge>
                </p>
                <ul className="mt-1 list-disc ps-5 text-muted-foreground">
                  {table.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}

        {broken.length > 0 ? (
          <section aria-label={t("Broken wishes")} className="flex flex-col gap-1 text-sm">
            {broken.map(({ rule, reason }) => (
              <p key={rule.id}>
                <span className="font-medium">
                  {t("{first} & {second}", { first: rulePair(rule)[0], second: rulePair(rule)[1] })}
                </span>
                {reason ? (
                  <span className="text-muted-foreground">{t(" — {reason}", { reason })}</span>
                ) : null}
              </p>
            ))}
          </section>
        ) : null}

        {flagged.length > 0 || review.lonely.length > 0 ? (
          <div className="flex flex-wrap gap-1.5" data-testid="guests-to-check">
            {flagged.map((guestId) => (
              <Button
                key={guestId}
                size="sm"
                variant="outline"
                className="border-red-200"
                onClick={() => setExplained(guestId)}
                aria-label={t("Why is {guest} here? Broken wish", { guest: guestName.get(guestId) })}
              >
                <CircleAlertIcon aria-hidden="true" className="text-red-700" />
                {guestName.get(guestId)}
              </Button>
            ))}
            {review.lonely
              .filter((guest) => !review.guests.has(guest.guestId))
              .map((guest) => (
                <Button
                  key={guest.guestId}
                  size="sm"
                  variant="outline"
                  className="border-amber-200"
                  onClick={() => setExplained(guest.guestId)}
                  aria-label={t("Why is {guest} here? Knows nobody at their table", { guest: guest.name })}
                >
                  {guest.name}
                </Button>
              ))}
          </div>
        ) : null}

        <Explainer
          eventId={eventId}
          data={data}
          current={current}
          guestId={explained}
          onGuestChange={setExplained}
        />
      </CardContent>
    </Card>
  );
});

function Explainer({
  eventId,
  data,
  current,
  guestId,
  onGuestChange,
}: {
  eventId: string;
  data: SeatingData;
  current: ReturnType<typeof reviewCurrent>;
  guestId: string | null;
  onGuestChange: (guestId: string | null) => void;
}) {
  const t = useT();
  const pin = usePinGuests(eventId);
  const canPin = useCan("seating.write");
  const tableName = new Map(data.tables.map((table) => [table.id, table.name]));
  const guestName = new Map(data.guests.map((guest) => [guest.id, guest.name]));
  const guest = data.guests.find((candidate) => candidate.id === guestId) ?? null;
  const seated = guest !== null && Object.hasOwn(current.assignments, guest.id);
  const explanation = seated ? explainGuest(current.instance, current.assignments, guest.id) : null;
  const seatExplanation = seated
    ? explainSeat(current.instance, current.assignments, current.seats, guest.id)
    : null;

  return (
    <section
      aria-label={t("Why is this guest here?")}
      className="flex flex-col gap-3 rounded-xl bg-muted/40 p-3"
    >
      <div className="max-w-sm" key={guestId ?? "none"}>
        <SearchPicker
          label={t("Why is this guest here?")}
          options={data.guests.map((candidate) => ({
            id: candidate.id,
            name: candidate.name,
            hint: candidate.tableId ? tableName.get(candidate.tableId) : t("Unseated"),
          }))}
          value={guestId}
          onChange={onGuestChange}
        />
      </div>
      {guest ? (
        <div className="flex flex-col gap-2 text-sm" data-testid="guest-explanation">
          <p>{explanation ? explanation.summary : t("{guest} has no table yet.", { guest: guest.name })}</p>
          {seatExplanation ? (
            <p data-testid="seat-explanation">
              {seatExplanation.summary}
              {guest.seatNumberLocked
                ? ` ${t("{guest} is pinned to this seat.", { guest: guest.name })}`
                : null}
            </p>
          ) : explanation ? (
            <p>{t("{guest} has no seat number yet.", { guest: guest.name })}</p>
          ) : null}
          {explanation && explanation.ties.length > 0 ? (
            <ul
              className="flex flex-wrap gap-1.5"
              aria-label={t("{guest}'s ties at the table", { guest: guest.name })}
            >
              {explanation.ties.slice(0, 12).map((tie) => (
                <li key={tie.guest}>
                  <Badge variant={tie.weight < 0 ? "destructive" : "secondary"}>
                    {tie.sameHousehold
                      ? t("{guest} {weight} · household", {
                          guest: guestName.get(tie.guest),
                          weight: signed(tie.weight),
                        })
                      : t("{guest} {weight}", {
                          guest: guestName.get(tie.guest),
                          weight: signed(tie.weight),
                        })}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {explanation && explanation.alternatives.length > 0 ? (
            <p className="text-muted-foreground">
              {t("Other tables: {tables}", {
                tables: explanation.alternatives
                  .map((alt) =>
                    alt.blockedBy
                      ? t("{table} {change} ({reason})", {
                          table: tableName.get(alt.table),
                          change: signed(alt.scoreChange, true),
                          reason: alt.blockedBy,
                        })
                      : t("{table} {change}", {
                          table: tableName.get(alt.table),
                          change: signed(alt.scoreChange, true),
                        }),
                  )
                  .join(t("; ")),
              })}
            </p>
          ) : null}
          {guest.tableId && canPin ? (
            <div>
              <Button
                size="sm"
                variant="outline"
                disabled={pin.isPending}
                onClick={async () => {
                  try {
                    await pin.mutateAsync({ guestIds: [guest.id], locked: !guest.seatLocked });
                    toast.success(
                      guest.seatLocked
                        ? t("{guest} unpinned", { guest: guest.name })
                        : t("{guest} pinned to the table", { guest: guest.name }),
                    );
                  } catch (error) {
                    toast.error(t("Could not change the pin"), { description: getErrorMessage(error) });
                  }
                }}
              >
                {guest.seatLocked ? <PinOffIcon aria-hidden="true" /> : <PinIcon aria-hidden="true" />}
                {guest.seatLocked ? t("Unpin from table") : t("Pin to this table")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** A score change with its sign: "+3", "-2" (and "+0" for a change, `zeroSigned`). */
function signed(value: number, zeroSigned = false): string {
  return value > 0 || (zeroSigned && value === 0) ? `+${value}` : String(value);
}
