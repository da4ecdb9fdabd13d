import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { Event } from "@/shared/event";
import type { GuestListMode } from "@/shared/public-event-search";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { msg, useT } from "@/web/lib/i18n";
import { isStaleWrite, useSettingsBase } from "@/web/lib/stale-write";
import { useAdoptSaved } from "@/web/lib/use-adopt-saved";
import { useUpdateShareSettings } from "../api/update-share-settings";

const MODES: { value: GuestListMode; label: string; description: string }[] = [
  {
    value: "all",
    label: msg("Every guest"),
    description: msg("The page lists every guest with their table."),
  },
  {
    value: "confirmed",
    label: msg("Only confirmed guests"),
    description: msg("Invited and declined guests are left out."),
  },
  {
    value: "none",
    label: msg("No list, search only"),
    description: msg("Guests type their full name to see their table; nobody can browse the list."),
  },
];

/** What the guest page shows, and its optional passcode. */
export function PrivacyCard({ event }: { event: Event }) {
  const t = useT();
  const editable = useCan("event.update");
  const update = useUpdateShareSettings();
  const [mode, setMode] = useState<GuestListMode>(event.guestListMode);
  const [passcode, setPasscode] = useState(event.passcode ?? "");
  const [error, setError] = useState<string | null>(null);
  const base = useSettingsBase(event, mode !== event.guestListMode || passcode !== (event.passcode ?? ""));
  useAdoptSaved({ mode: event.guestListMode, passcode: event.passcode ?? "" }, { mode, passcode }, (next) => {
    setMode(next.mode);
    setPasscode(next.passcode);
  });
  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setError(null);
    try {
      const saved = await update.mutateAsync({
        eventId: event.id,
        changes: { guestListMode: mode, passcode, baseVersion: base.current() },
      });
      base.saved(saved.settingsVersion);
      toast.success(t("Privacy settings saved"));
    } catch (failure) {
      if (isStaleWrite(failure)) {
        await base.refresh();
        setError(failure.message);
        toast.error(failure.message, { description: t("Save again to replace their change with yours.") });
        return;
      }
      const message = getErrorMessage(failure, t("Failed to save privacy settings"));
      setError(message);
      toast.error(t("Failed to save privacy settings"), { description: message });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("Privacy")}</CardTitle>
        <CardDescription>
          {t("Choose what strangers holding the link can see. E-mails, phones and notes are never shown.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
          <fieldset disabled={!editable} className="contents">
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-medium">{t("The guest page lists")}</legend>
              {MODES.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-secondary"
                >
                  <input
                    type="radio"
                    name="guest-list-mode"
                    value={option.value}
                    checked={mode === option.value}
                    onChange={() => setMode(option.value)}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span className="flex flex-col">
                    <span className="font-medium">{t(option.label)}</span>
                    <span className="text-sm text-muted-foreground">{t(option.description)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-2">
              <Label htmlFor="event-passcode">{t("Passcode (optional)")}</Label>
              <Input
                id="event-passcode"
                value={passcode}
                maxLength={50}
                autoComplete="off"
                onChange={(e) => setPasscode(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby="event-passcode-help"
              />
              <p id="event-passcode-help" className="text-sm text-muted-foreground">
                {t(
                  "At least 4 characters; guests type it once on their phone (capitals do not matter). Leave empty for no passcode.",
                )}
              </p>
              {error ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
            {editable ? (
              <Button type="submit" disabled={update.isPending} className="self-start">
                {update.isPending ? t("Saving...") : t("Save Privacy Settings")}
              </Button>
            ) : null}
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
