import { useId } from "react";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { DialogFooter } from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { msg, useT } from "@/web/lib/i18n";
import type { RunSettings } from "../lib/auto-seat-state";

const MODES = [
  ["unseated", msg("Seat only the unseated guests"), msg("Everyone already seated stays where they are.")],
  ["everyone", msg("Re-seat everyone"), msg("All guests may move, except those you pinned to their table.")],
] as const;

/** What to seat before a run: who may move, whether declined guests are left out, and how long to search. */
export function OptionsPhase({
  settings,
  onChange,
  onStart,
  onCancel,
}: {
  settings: RunSettings;
  onChange: (settings: RunSettings) => void;
  onStart: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t("Who to seat")}</legend>
        {MODES.map(([value, label, hint]) => (
          <label key={value} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3">
            <input
              type="radio"
              // i18n-ignore: a form control name
              name={`${id}-mode`}
              value={value}
              checked={settings.mode === value}
              onChange={() => onChange({ ...settings, mode: value })}
              className="mt-1 accent-primary"
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium">{t(label)}</span>
              <span className="text-sm text-muted-foreground">{t(hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          // i18n-ignore: an element id
          id={`${id}-skip-declined`}
          checked={settings.skipDeclined}
          onCheckedChange={(checked) => onChange({ ...settings, skipDeclined: checked === true })}
        />
        {/* i18n-ignore: an element id */}
        <Label htmlFor={`${id}-skip-declined`} className="font-normal">
          {t("Leave out guests who declined")}
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          // i18n-ignore: an element id
          id={`${id}-longer`}
          checked={settings.searchLonger}
          onCheckedChange={(checked) => onChange({ ...settings, searchLonger: checked === true })}
        />
        {/* i18n-ignore: an element id */}
        <Label htmlFor={`${id}-longer`} className="font-normal">
          {t("Search longer (a few seconds; you can stop at any time)")}
        </Label>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t("Cancel")}
        </Button>
        <Button type="submit">{t("Start auto-seat")}</Button>
      </DialogFooter>
    </form>
  );
}
