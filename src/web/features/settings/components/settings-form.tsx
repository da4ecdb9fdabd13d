import { useState } from "react";
import { toast } from "sonner";
import type { Event } from "@/shared/event";
import { UnsavedChangesGuard } from "@/web/components/form/unsaved-changes-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ViewOnlyNote } from "@/web/components/view-only-note";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { isStaleWrite, useSettingsBase } from "@/web/lib/stale-write";
import { useAdoptSaved } from "@/web/lib/use-adopt-saved";
import { useUpdateEvent } from "../api/update-event";
import { AppearanceTab } from "./appearance-tab";
import { DetailsTab } from "./details-tab";
import { RsvpSection } from "./rsvp-section";
import { fromEvent, type SettingsValues, settingsErrors, toUpdateInput } from "./settings-values";

export function SettingsForm({ event }: { event: Event }) {
  const t = useT();
  const editable = useCan("event.update");
  const [saved, setSaved] = useState<SettingsValues>(() => fromEvent(event));
  const [values, setValues] = useState<SettingsValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The RSVP section below saves on its own; leaving with its edits unsaved asks too (one guard per screen).
  const [rsvpDirty, setRsvpDirty] = useState(false);
  const update = useUpdateEvent();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const base = useSettingsBase(event, dirty);
  const set = (patch: Partial<SettingsValues>) => setValues((current) => ({ ...current, ...patch }));
  useAdoptSaved(fromEvent(event), values, (next) => {
    setSaved(next);
    setValues(next);
  });

  const save = async () => {
    // Checked here first: the typed values stay, the error shows under its field.
    const invalid = settingsErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      toast.error(t("Error updating event"), { description: t(Object.values(invalid)[0] ?? "") });
      return;
    }
    try {
      const updated = await update.mutateAsync({
        eventId: event.id,
        changes: { ...toUpdateInput(values), baseVersion: base.current() },
      });
      base.saved(updated.settingsVersion);
      const next = fromEvent(updated);
      setSaved(next);
      setValues(next);
      toast.success(t("Settings saved"));
    } catch (error) {
      if (isStaleWrite(error)) {
        await base.refresh();
        toast.error(error.message, { description: t("Save again to replace their change with yours.") });
        return;
      }
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t("Error updating event"), { description: getErrorMessage(error) });
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="flex flex-col gap-4"
      >
        <UnsavedChangesGuard
          dirty={(dirty && !update.isPending) || rsvpDirty}
          description={t("Your changes to the event settings have not been saved.")}
        />
        <Card>
          <CardContent>
            <Tabs defaultValue="details">
              <TabsList>
                <TabsTrigger value="details">{t("Event Details")}</TabsTrigger>
                <TabsTrigger value="appearance">{t("Appearance")}</TabsTrigger>
              </TabsList>
              {/* A role that may not change the event reads the fields, disabled. */}
              <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
                <fieldset disabled={!editable} className="contents">
                  <DetailsTab values={values} set={set} errors={errors} />
                </fieldset>
              </TabsContent>
              <TabsContent value="appearance" forceMount className="data-[state=inactive]:hidden">
                <fieldset disabled={!editable} className="contents">
                  <AppearanceTab values={values} set={set} errors={errors} />
                </fieldset>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        {editable ? (
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t("Saving…") : t("Save Settings")}
            </Button>
            {dirty ? <span className="text-sm text-muted-foreground">{t("Unsaved changes")}</span> : null}
          </div>
        ) : (
          <ViewOnlyNote />
        )}
      </form>
      <RsvpSection event={event} onDirtyChange={setRsvpDirty} />
    </>
  );
}
