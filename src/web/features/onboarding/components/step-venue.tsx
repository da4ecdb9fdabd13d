import { TextField } from "@/web/components/form/form-field";
import { useT } from "@/web/lib/i18n";
import type { UpdateValues, WizardValues } from "./wizard-values";

export function StepVenue({ values, update }: { values: WizardValues; update: UpdateValues }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id="venue-name"
        label={t("Venue name")}
        placeholder={t("Rosewood Manor")}
        value={values.venue}
        onChange={(event) => update({ venue: event.target.value })}
      />
      <TextField
        id="venue-address"
        label={t("Venue address")}
        placeholder={t("12 Garden Lane, Springfield")}
        value={values.address}
        onChange={(event) => update({ address: event.target.value })}
      />
      <TextField
        id="guest-count"
        label={t("Expected guest count")}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="120"
        value={values.guestCount}
        onChange={(event) => update({ guestCount: event.target.value })}
      />
    </div>
  );
}
