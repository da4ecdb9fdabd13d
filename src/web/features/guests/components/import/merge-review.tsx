import { useState } from "react";
import type { MergeChoices, MergeMode, MergeOutcome, MergeReview as Review } from "@/shared/csv/merge";
import { Button } from "@/web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { msg, useT } from "@/web/lib/i18n";
import { MissingRow, NewRow, UnchangedRow, UpdatedRow } from "./merge-rows";
import { VirtualRows } from "./virtual-rows";

const MODES: { mode: MergeMode; label: string; hint: string }[] = [
  {
    mode: "add",
    label: msg("Add new guests only"),
    hint: msg("Guests already in your list stay as they are."),
  },
  {
    mode: "update",
    label: msg("Update matching guests and add new ones"),
    hint: msg(
      "Guests are matched by email, else by name. They keep their seats unless the file gives another.",
    ),
  },
  {
    mode: "replace",
    label: msg("Replace the list"),
    hint: msg("Updates and adds, and removes the guests who are not in the file."),
  },
];

type Tab = "added" | "updated" | "unchanged" | "missing";

/** Toggles one key in a list of keys. */
const toggled = (keys: readonly string[], key: string, present: boolean) =>
  present ? [...keys, key] : keys.filter((other) => other !== key);

/**
 * The review of a file imported into a list that has guests: the mode, then the rows by what they do — new,
 * updated (each change, before and after), unchanged, and the guests the file does not name — with a choice
 * per row. Long lists are virtualised.
 */
export function MergeReview({
  review,
  outcome,
  merge,
  listSize,
  locked,
  onMerge,
}: {
  review: Review;
  outcome: MergeOutcome;
  merge: MergeChoices;
  listSize: number;
  locked: boolean;
  onMerge: (merge: MergeChoices) => void;
}) {
  const t = useT();
  const [tab, setTab] = useState<Tab>("added");
  const excluded = new Set(merge.exclude);
  const kept = new Set(merge.keep);
  const replace = merge.mode === "replace";
  const add = merge.mode === "add";
  const include = (key: string, yes: boolean) =>
    onMerge({ ...merge, exclude: toggled(merge.exclude, key, !yes) });
  const keep = (id: string, yes: boolean) => onMerge({ ...merge, keep: toggled(merge.keep, id, yes) });
  const setAll = (keys: string[], yes: boolean) => {
    const set = new Set(keys);
    const others = merge.exclude.filter((key) => !set.has(key));
    onMerge({ ...merge, exclude: yes ? others : [...others, ...keys] });
  };

  const summary = [
    outcome.add.length
      ? t("{count, plural, one {# guest to add} other {# guests to add}}", { count: outcome.add.length })
      : null,
    outcome.update.length
      ? t("{count, plural, one {# guest to update} other {# guests to update}}", {
          count: outcome.update.length,
        })
      : null,
    outcome.remove.length
      ? t("{count, plural, one {# guest to remove} other {# guests to remove}}", {
          count: outcome.remove.length,
        })
      : null,
    outcome.unchanged ? t("{count, number} unchanged", { count: outcome.unchanged }) : null,
  ].filter((part) => part !== null);

  const tabs: { id: Tab; label: string }[] = [
    { id: "added", label: t("New ({count, number})", { count: review.added.length }) },
    ...(add
      ? []
      : [
          {
            id: "updated" as const,
            label: t("Updated ({count, number})", { count: review.updated.length }),
          },
        ]),
    {
      id: "unchanged",
      label: add
        ? t("Already in your list ({count, number})", { count: review.unchanged.length })
        : t("Unchanged ({count, number})", { count: review.unchanged.length }),
    },
    {
      id: "missing",
      label: t("Not in the file ({count, number})", { count: review.missing.length }),
    },
  ];
  const current = tabs.some((item) => item.id === tab) ? tab : "added";

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <fieldset className="flex flex-col gap-2" disabled={locked}>
        <legend className="mb-2 text-sm font-semibold">
          {t(
            "{count, plural, one {Your list already has # guest.} other {Your list already has # guests.}} What should this file do?",
            { count: listSize },
          )}
        </legend>
        {MODES.map((option) => (
          <label
            key={option.mode}
            className="flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              type="radio"
              name="merge-mode"
              value={option.mode}
              className="mt-1 size-4 accent-primary"
              checked={merge.mode === option.mode}
              onChange={() => onMerge({ ...merge, mode: option.mode })}
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium">{t(option.label)}</span>
              <span className="text-xs text-muted-foreground">{t(option.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <p role="status" className="text-sm">
        {summary.length ? summary.join(" · ") : t("Nothing to change: your list already matches this file.")}
      </p>

      <Tabs value={current} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={t("Rows by what the import does with them")} className="w-full flex-wrap">
          {tabs.map((item) => (
            <TabsTrigger key={item.id} value={item.id}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="added" className="flex flex-col gap-2">
          {review.added.length > 0 ? (
            <>
              <AllOrNone
                disabled={locked}
                onAll={() =>
                  setAll(
                    review.added.map((row) => row.key),
                    true,
                  )
                }
                onNone={() =>
                  setAll(
                    review.added.map((row) => row.key),
                    false,
                  )
                }
              />
              <VirtualRows
                items={review.added}
                label={t("New guests")}
                itemKey={(row) => row.key}
                estimate={() => 60}
              >
                {(row) => (
                  <NewRow row={row} included={!excluded.has(row.key)} locked={locked} onToggle={include} />
                )}
              </VirtualRows>
            </>
          ) : (
            <Empty text={t("No new guests in this file.")} />
          )}
        </TabsContent>
        <TabsContent value="updated" className="flex flex-col gap-2">
          {review.updated.length > 0 ? (
            <>
              <AllOrNone
                disabled={locked}
                onAll={() =>
                  setAll(
                    review.updated.map((row) => row.key),
                    true,
                  )
                }
                onNone={() =>
                  setAll(
                    review.updated.map((row) => row.key),
                    false,
                  )
                }
              />
              <VirtualRows
                items={review.updated}
                label={t("Updated guests")}
                itemKey={(row) => row.key}
                estimate={(row) => 56 + 22 * row.changes.length}
              >
                {(row) => (
                  <UpdatedRow
                    row={row}
                    changes={row.changes}
                    included={!excluded.has(row.key)}
                    locked={locked}
                    onToggle={include}
                  />
                )}
              </VirtualRows>
            </>
          ) : (
            <Empty text={t("No guest of your list changes.")} />
          )}
        </TabsContent>
        <TabsContent value="unchanged">
          {review.unchanged.length > 0 ? (
            <VirtualRows
              items={review.unchanged}
              label={add ? t("Rows already in your list") : t("Unchanged guests")}
              itemKey={(row) => row.key}
              estimate={() => 48}
            >
              {(row) => <UnchangedRow row={row} by={row.by} />}
            </VirtualRows>
          ) : (
            <Empty text={t("None.")} />
          )}
        </TabsContent>
        <TabsContent value="missing" className="flex flex-col gap-2">
          {review.missing.length > 0 ? (
            <>
              <p className="text-xs text-muted-foreground">
                {replace
                  ? t("Replace removes these guests. Tick the ones to keep.")
                  : t("These guests are not in the file. They stay in your list.")}
              </p>
              <VirtualRows
                items={review.missing}
                label={t("Guests not in the file")}
                itemKey={(guest) => guest.id}
                estimate={() => (replace ? 64 : 48)}
              >
                {(guest) => (
                  <MissingRow
                    guest={guest}
                    replace={replace}
                    kept={kept.has(guest.id)}
                    locked={locked}
                    onKeep={keep}
                  />
                )}
              </VirtualRows>
            </>
          ) : (
            <Empty text={t("Every guest of your list is in the file.")} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function AllOrNone({
  disabled,
  onAll,
  onNone,
}: {
  disabled: boolean;
  onAll: () => void;
  onNone: () => void;
}) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" disabled={disabled} onClick={onAll}>
        {t("Include all")}
      </Button>
      <Button variant="outline" size="sm" disabled={disabled} onClick={onNone}>
        {t("Include none")}
      </Button>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-xl border px-3 py-4 text-sm text-muted-foreground">{text}</p>;
}
