import { TextAreaField, TextField } from "@/web/components/form/form-field";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import type { SetSettings, SettingsValues } from "./settings-values";

const SWITCHES = [
  { key: "showDateTime", label: "Show date and time to guests" },
  { key: "showVenue", label: "Show venue to guests" },
  { key: "showDescription", label: "Show description to guests" },
] as const;

export function DetailsTab({
  values,
  set,
  errors,
}: {
  values: SettingsValues;
  set: SetSettings;
  errors: Record<string, string>;
}) {
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id="settings-title"
        label="Event title"
        required
        value={values.title}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="settings-date"
          label="Date"
          type="date"
          required
          value={values.date}
          error={errors.date}
          onChange={(e) => set({ date: e.target.value })}
        />
        <TextField
          id="settings-time"
          label="Time"
          type="time"
          value={values.time}
          error={errors.time}
          onChange={(e) => set({ time: e.target.value })}
        />
      </div>
      <TextField
        id="settings-venue"
        label="Venue name"
        value={values.venue}
        error={errors.venue}
        onChange={(e) => set({ venue: e.target.value })}
      />
      <TextField
        id="settings-address"
        label="Venue address"
        value={values.address}
        error={errors.address}
        onChange={(e) => set({ address: e.target.value })}
      />
      <TextAreaField
        id="settings-description"
        label="Description"
        value={values.description}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">What guests see</legend>
        {SWITCHES.map(({ key, label }) => (
          <div key={key} className="flex items-center justify-between gap-4 rounded-lg border px-3 py-2">
            <Label htmlFor={`settings-${key}`} className="font-normal">
              {label}
            </Label>
            <Switch
              id={`settings-${key}`}
              checked={values[key]}
              onCheckedChange={(checked) => set({ [key]: checked })}
            />
          </div>
        ))}
      </fieldset>
    </div>
  );
}
