import { TextAreaField, TextField } from "@/web/components/form/form-field";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { msg, useT } from "@/web/lib/i18n";
import { LanguagesSection } from "./languages-section";
import type { SetSettings, SettingsValues } from "./settings-values";

const SWITCHES = [
  { key: "showDateTime", label: msg("Show date and time to guests") },
  { key: "showVenue", label: msg("Show venue to guests") },
  { key: "showDescription", label: msg("Show description to guests") },
] as const;

const switchId = (key: string) => `settings-${key}`;

export function DetailsTab({
  values,
  set,
  errors,
}: {
  values: SettingsValues;
  set: SetSettings;
  errors: Record<string, string>;
}) {
  const t = useT();
  /** Errors are message ids (the form's own checks) or texts the server already translated. */
  const error = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id="settings-title"
        label={t("Event title")}
        required
        value={values.title}
        error={error("title")}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="settings-date"
          label={t("Date")}
          type="date"
          required
          value={values.date}
          error={error("date")}
          onChange={(e) => set({ date: e.target.value })}
        />
        <TextField
          id="settings-time"
          label={t("Time")}
          type="time"
          value={values.time}
          error={error("time")}
          onChange={(e) => set({ time: e.target.value })}
        />
      </div>
      <TextField
        id="settings-venue"
        label={t("Venue name")}
        value={values.venue}
        error={error("venue")}
        onChange={(e) => set({ venue: e.target.value })}
      />
      <TextField
        id="settings-address"
        label={t("Venue address")}
        value={values.address}
        error={error("address")}
        onChange={(e) => set({ address: e.target.value })}
      />
      <TextAreaField
        id="settings-description"
        label={t("Description")}
        value={values.description}
        error={error("description")}
        onChange={(e) => set({ description: e.target.value })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t("What guests see")}</legend>
        {SWITCHES.map(({ key, label }) => (
          <div key={key} className="flex items-center justify-between gap-4 rounded-lg border px-3 py-2">
            <Label htmlFor={switchId(key)} className="font-normal">
              {t(label)}
            </Label>
            <Switch
              id={switchId(key)}
              checked={values[key]}
              onCheckedChange={(checked) => set({ [key]: checked })}
            />
          </div>
        ))}
      </fieldset>
      <LanguagesSection
        values={values}
        set={set}
        error={error("languages") ?? error("languages.0") ?? error("languages.1")}
      />
    </div>
  );
}
