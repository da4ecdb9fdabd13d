import { useId } from "react";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { DialogFooter } from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import type { RunSettings } from "../lib/auto-seat-state";

const MODES = [
  ["unseated", "Seat only the unseated guests", "Everyone already seated stays where they are."],
  ["everyone", "Re-seat everyone", "All guests may move, except those you pinned to their table."],
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
        <legend className="mb-2 text-sm font-medium">Who to seat</legend>
        {MODES.map(([value, label, hint]) => (
          <label key={value} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={settings.mode === value}
              onChange={() => onChange({ ...settings, mode: value })}
              className="mt-1 accent-primary"
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium">{label}</span>
              <span className="text-sm text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-skip-declined`}
          checked={settings.skipDeclined}
          onCheckedChange={(checked) => onChange({ ...settings, skipDeclined: checked === true })}
        />
        <Label htmlFor={`${id}-skip-declined`} className="font-normal">
          Leave out guests who declined
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-longer`}
          checked={settings.searchLonger}
          onCheckedChange={(checked) => onChange({ ...settings, searchLonger: checked === true })}
        />
        <Label htmlFor={`${id}-longer`} className="font-normal">
          Search longer (a few seconds; you can stop at any time)
        </Label>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Start auto-seat</Button>
      </DialogFooter>
    </form>
  );
}
