import { XIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { HISTORY_KINDS } from "@/shared/history";
import { type PickerOption, SearchPicker } from "@/web/components/form/search-picker";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useGuestList } from "@/web/lib/guest-list-query";
import { KIND_LABELS } from "@/web/lib/history/history-labels";
import type { HistoryFilters } from "@/web/lib/history/history-query";
import { useT } from "@/web/lib/i18n";

/** The history's filters: who, what kind of change, and one guest or table (searched by name). */
export function HistoryFiltersBar({
  eventId,
  people,
  filters,
  onChange,
}: {
  eventId: string;
  people: { id: string; name: string }[];
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}) {
  const t = useT();
  const id = useId();
  const list = useGuestList(eventId).data;
  // Cleared from outside ("Clear filters"), the search field starts again empty.
  const [cleared, setCleared] = useState(0);
  const { options, tableIds } = useMemo(() => {
    const guests: PickerOption[] = (list?.guests ?? []).map((guest) => ({
      id: guest.id,
      name: guest.name,
      hint: t("Guest"),
    }));
    const tables: PickerOption[] = (list?.tables ?? []).map((table) => ({
      id: table.id,
      name: table.name,
      hint: t("Table"),
    }));
    return { options: [...tables, ...guests], tableIds: new Set(tables.map((table) => table.id)) };
  }, [list, t]);
  const any = Object.values(filters).some(Boolean);
  return (
    <div className="grid gap-3 rounded-2xl border bg-card p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_auto] lg:items-end">
      <div className="flex flex-col gap-2">
        {/* i18n-ignore: an element id */}
        <Label htmlFor={`${id}-person`}>{t("Person")}</Label>
        <NativeSelect
          // i18n-ignore: an element id
          id={`${id}-person`}
          value={filters.actor ?? ""}
          onChange={(event) => onChange({ ...filters, actor: event.target.value || undefined })}
        >
          <option value="">{t("Everyone")}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        {/* i18n-ignore: an element id */}
        <Label htmlFor={`${id}-kind`}>{t("Kind")}</Label>
        <NativeSelect
          // i18n-ignore: an element id
          id={`${id}-kind`}
          value={filters.kind ?? ""}
          onChange={(event) =>
            onChange({ ...filters, kind: HISTORY_KINDS.find((kind) => kind === event.target.value) })
          }
        >
          <option value="">{t("Every kind")}</option>
          {HISTORY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_LABELS[kind])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SearchPicker
        key={cleared}
        label={t("Guest or table")}
        placeholder={t("Search guests and tables…")}
        options={options}
        value={filters.guest ?? filters.table ?? null}
        onChange={(chosen) => {
          const isTable = chosen !== null && tableIds.has(chosen);
          onChange({
            ...filters,
            guest: chosen && !isTable ? chosen : undefined,
            table: chosen && isTable ? chosen : undefined,
          });
        }}
      />
      {any ? (
        <Button
          variant="ghost"
          className="justify-self-start"
          onClick={() => {
            setCleared(cleared + 1);
            onChange({});
          }}
        >
          <XIcon aria-hidden="true" />
          {t("Clear filters")}
        </Button>
      ) : null}
    </div>
  );
}
