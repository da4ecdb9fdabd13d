import { TextAreaField, TextField } from "@/web/components/form/form-field";
import type { UpdateValues, WizardValues } from "./wizard-values";

export function StepDetails({ values, update }: { values: WizardValues; update: UpdateValues }) {
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id="event-time"
        label="Event time"
        type="time"
        hint="Optional"
        value={values.time}
        onChange={(event) => update({ time: event.target.value })}
      />
      <TextAreaField
        id="event-description"
        label="Description"
        placeholder="A few words for your guests"
        value={values.description}
        onChange={(event) => update({ description: event.target.value })}
      />
    </div>
  );
}
