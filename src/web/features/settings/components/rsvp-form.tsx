import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { DIETARY_MAX, RSVP_CONTACT_MAX, type RsvpSettings } from "@/shared/rsvp";
import { describedBy, FieldMessages, TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Switch } from "@/web/components/ui/switch";
import { ViewOnlyNote } from "@/web/components/view-only-note";
import { useCan } from "@/web/lib/event-role";
import { showRefusal } from "@/web/lib/form-errors";
import { useT } from "@/web/lib/i18n";
import { isStaleWrite, useSettingsBase } from "@/web/lib/stale-write";
import { useSaveRsvpSettings } from "../api/save-rsvp-settings";
import {
  fromRsvpSettings,
  type RsvpFormValues,
  rsvpFormFields,
  timeZoneOptions,
  toRsvpInput,
} from "../lib/rsvp-values";
import { MenuEditor } from "./menu-editor";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The RSVP section's form: on/off, deadline and its time zone, menu, dietary needs, whom to contact. Saved
 * on the event's settings version, like the details above it. */
export function RsvpForm({
  event,
  settings,
  onDirtyChange,
}: {
  event: { id: string; settingsVersion: number };
  settings: RsvpSettings;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useT();
  const editable = useCan("event.update");
  const saved = useMemo(() => fromRsvpSettings(settings, browserZone()), [settings]);
  const form = useForm<RsvpFormValues>({ defaultValues: saved });
  const { errors, isDirty, isSubmitting } = form.formState;
  const base = useSettingsBase(event, isDirty);
  const save = useSaveRsvpSettings(event.id);
  const enabled = form.watch("enabled");
  const zone = form.watch("timeZone");
  const zones = useMemo(() => timeZoneOptions(zone), [zone]);
  useEffect(() => onDirtyChange(isDirty && !isSubmitting), [onDirtyChange, isDirty, isSubmitting]);
  // Someone else's save, arriving live, replaces what the form shows while it holds no edits of its own.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(saved);
  }, [saved, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await save.mutateAsync({
        eventId: event.id,
        input: toRsvpInput(values, base.current()),
      });
      base.saved(updated.version);
      form.reset(fromRsvpSettings(updated, browserZone()));
      toast.success(t("RSVP settings saved"));
    } catch (error) {
      if (isStaleWrite(error)) {
        await base.refresh();
        toast.error(error.message, { description: t("Save again to replace their change with yours.") });
        return;
      }
      showRefusal(
        form.setError,
        rsvpFormFields(values.menu.length),
        error,
        t("Could not save RSVP settings"),
      );
    }
  });
  const shown = (message?: string) => (message ? t(message) : undefined);
  const deadlineError = shown(errors.deadline?.message);

  return (
    <form
      noValidate
      // The server's refusals are the only errors: a new attempt starts without the last one's.
      onSubmit={(event) => {
        form.clearErrors();
        void submit(event);
      }}
      className="flex flex-col gap-5"
    >
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {shown(errors.root.message)}
        </p>
      ) : null}
      <fieldset disabled={!editable} className="contents">
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor="rsvp-enabled">{t("Collect RSVPs on the guest page")}</Label>
            <p id="rsvp-enabled-hint" className="text-sm text-muted-foreground">
              {t("Each household answers for itself: who comes, and what they eat.")}
            </p>
          </div>
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                id="rsvp-enabled"
                aria-describedby="rsvp-enabled-hint"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        {enabled ? (
          <>
            <fieldset
              className="flex flex-col gap-3"
              aria-describedby={describedBy("rsvp-deadline", deadlineError)}
            >
              <legend className="mb-1 text-sm font-medium">{t("Deadline")}</legend>
              <p className="text-sm text-muted-foreground">
                {t("After it, guests can no longer answer. Leave the date empty for no deadline.")}
              </p>
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                <div className="flex flex-col gap-2">
                  <Label htmlFor="rsvp-deadline-date">{t("Date")}</Label>
                  <Input
                    id="rsvp-deadline-date"
                    type="date"
                    aria-invalid={deadlineError ? true : undefined}
                    {...form.register("deadline.date")}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor="rsvp-deadline-time">{t("Time")}</Label>
                  <Input
                    id="rsvp-deadline-time"
                    type="time"
                    aria-invalid={deadlineError ? true : undefined}
                    {...form.register("deadline.time")}
                  />
                </div>
                <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
                  <Label htmlFor="rsvp-time-zone">{t("Time zone")}</Label>
                  <NativeSelect
                    id="rsvp-time-zone"
                    aria-invalid={errors.timeZone ? true : undefined}
                    aria-describedby={describedBy("rsvp-time-zone", errors.timeZone?.message)}
                    {...form.register("timeZone")}
                  >
                    {zones.map((name) => (
                      <option key={name} value={name}>
                        {name.replaceAll("_", " ")}
                      </option>
                    ))}
                  </NativeSelect>
                  <FieldMessages id="rsvp-time-zone" error={errors.timeZone?.message} />
                </div>
              </div>
              <FieldMessages id="rsvp-deadline" error={errors.deadline?.message} />
            </fieldset>
            <MenuEditor control={form.control} register={form.register} errors={errors} />
            <div className="flex items-start justify-between gap-4">
              <div className="flex flex-col gap-1">
                <Label htmlFor="rsvp-dietary">{t("Ask for dietary needs")}</Label>
                <p id="rsvp-dietary-hint" className="text-sm text-muted-foreground">
                  {t("Up to {max, number} characters per guest, for you and the caterer.", {
                    max: DIETARY_MAX,
                  })}
                </p>
              </div>
              <Controller
                control={form.control}
                name="askDietary"
                render={({ field }) => (
                  <Switch
                    id="rsvp-dietary"
                    aria-describedby="rsvp-dietary-hint"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </div>
            <TextField
              id="rsvp-contact"
              dir="auto"
              label={t("Whom to contact")}
              hint={t("Shown to guests once responses are closed: a name, a phone number or an e-mail.")}
              maxLength={RSVP_CONTACT_MAX}
              error={shown(errors.contact?.message)}
              {...form.register("contact")}
            />
          </>
        ) : null}
      </fieldset>
      {editable ? (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("Saving…") : t("Save RSVP settings")}
          </Button>
          {isDirty ? <span className="text-sm text-muted-foreground">{t("Unsaved changes")}</span> : null}
        </div>
      ) : (
        <ViewOnlyNote />
      )}
    </form>
  );
}
