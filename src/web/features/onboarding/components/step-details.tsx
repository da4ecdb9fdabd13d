import { TextAreaField, TextField } from "@/web/components/form/form-field";
import { useT } from "@/web/lib/i18n";
import type { UpdateValues, WizardValues } from "./wizard-values";

export function StepDetails({ values, update }: { values: WizardValues; update: UpdateValues }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id="event-time"
        label={t("Event time")}
        type="time"
        hint={t("Optional")}
        value={values.time}
        onChange={(event) => update({ time: event.target.value })}
      />
      <TextAreaField
        id="event-description"
        label={t("Description")}
        placeholder={t("A few words for your guests")}
        value={values.description}
        onChange={(event) => update({ description: event.target.value })}
      />
    </div>
  );
}
