import { EVENT_TYPES } from "@/shared/constants";
import { localToday } from "@/shared/event";
import { TextField } from "@/web/components/form/form-field";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { msg, useT } from "@/web/lib/i18n";
import type { UpdateValues, WizardValues } from "./wizard-values";

const TYPE_LABELS = {
  wedding: msg("Wedding"),
  corporate: msg("Corporate"),
  birthday: msg("Birthday"),
  other: msg("Other"),
} as const;

export function StepBasic({ values, update }: { values: WizardValues; update: UpdateValues }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id="event-title"
        label={t("Event title")}
        required
        placeholder={t("Emma & Liam's Wedding")}
        value={values.title}
        onChange={(event) => update({ title: event.target.value })}
      />
      <TextField
        id="event-date"
        label={t("Event date")}
        type="date"
        required
        min={localToday()}
        hint={t("The date must be in the future.")}
        value={values.date}
        onChange={(event) => update({ date: event.target.value })}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="event-type">{t("Event type")}</Label>
        <Select
          value={values.eventType}
          onValueChange={(next) => {
            const type = EVENT_TYPES.find((candidate) => candidate === next);
            if (type) update({ eventType: type });
          }}
        >
          <SelectTrigger id="event-type" aria-required="true">
            <SelectValue placeholder={t("Choose a type")} />
          </SelectTrigger>
          <SelectContent>
            {EVENT_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {t(TYPE_LABELS[type])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
