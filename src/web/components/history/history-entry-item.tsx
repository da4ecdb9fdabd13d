import {
  ChevronDownIcon,
  GlobeIcon,
  HandshakeIcon,
  HistoryIcon,
  LayoutGridIcon,
  type LucideIcon,
  PaletteIcon,
  PrinterIcon,
  SettingsIcon,
  TableIcon,
  UsersIcon,
  UsersRoundIcon,
} from "lucide-react";
import { memo, useId, useState } from "react";
import type { HistoryEntry, HistoryKind } from "@/shared/history";
import { PersonInitials } from "@/web/components/live/person-initials";
import { Button } from "@/web/components/ui/button";
import { formatDateTime, formatRelative } from "@/web/lib/format-date";
import { entrySentence } from "@/web/lib/history/entry-sentence";
import { KIND_LABELS } from "@/web/lib/history/history-labels";
import type { HistoryNames } from "@/web/lib/history/row-fields";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { EntryRows } from "./entry-rows";

const KIND_ICONS: Record<HistoryKind, LucideIcon> = {
  guests: UsersIcon,
  seating: LayoutGridIcon,
  tables: TableIcon,
  rules: HandshakeIcon,
  settings: SettingsIcon,
  theme: PaletteIcon,
  publication: GlobeIcon,
  team: UsersRoundIcon,
  print: PrinterIcon,
  versions: HistoryIcon,
};

/** One entry of the history: who did what in one sentence, when (relative, the exact time on hover), and its
 * rows field by field on demand. `compact`: a guest's or a table's own history, in their dialogs. */
export const HistoryEntryItem = memo(function HistoryEntryItem({
  eventId,
  entry,
  names,
  canRestore,
  compact = false,
}: {
  eventId: string;
  entry: HistoryEntry;
  names: HistoryNames;
  canRestore: boolean;
  compact?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const Icon = KIND_ICONS[entry.kind] ?? HistoryIcon;
  return (
    <li className={cn("flex gap-3", compact ? "py-2" : "py-3")} data-history-entry={entry.version}>
      <div aria-hidden="true" className="relative shrink-0 self-start">
        {entry.actor ? (
          <PersonInitials userId={entry.actor.id} name={entry.actor.name} label="" className="size-9" />
        ) : (
          <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon className="size-4" />
          </span>
        )}
        {entry.actor ? (
          <span className="absolute -end-1 -bottom-1 flex size-5 items-center justify-center rounded-full border bg-card text-muted-foreground">
            <Icon className="size-3" />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm break-words">{entrySentence(entry)}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={entry.at} title={formatDateTime(entry.at)}>
            {formatRelative(entry.at)}
          </time>
          {compact ? null : (
            <>
              <span aria-hidden="true">·</span>
              <span>{t(KIND_LABELS[entry.kind])}</span>
            </>
          )}
          {entry.total > 0 ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto gap-1 px-0 text-xs"
              aria-expanded={open}
              aria-controls={open ? id : undefined}
              onClick={() => setOpen(!open)}
            >
              {open
                ? t("Hide details")
                : t("{count, plural, one {Show # change} other {Show # changes}}", { count: entry.total })}
              <ChevronDownIcon
                aria-hidden="true"
                className={cn("size-3.5 transition-transform", open && "rotate-180")}
              />
            </Button>
          ) : null}
        </p>
        {open ? (
          <div id={id} className="mt-1">
            <EntryRows eventId={eventId} entry={entry} names={names} canRestore={canRestore} />
          </div>
        ) : null}
      </div>
    </li>
  );
});
