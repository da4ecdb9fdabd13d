import { useState } from "react";
import { toast } from "sonner";
import type { Event } from "@/shared/event";
import type { CustomTheme, CustomThemeInput } from "@/shared/theme";
import { GuestPagePreview } from "@/web/components/theme/guest-page-preview";
import { ThemeEditor } from "@/web/components/theme/theme-editor";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { ViewOnlyNote } from "@/web/components/view-only-note";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { themeFontOr } from "@/web/lib/fonts";
import { useT } from "@/web/lib/i18n";
import { useSaveEventTheme } from "@/web/lib/save-event-theme";
import { isStaleWrite, useSettingsBase } from "@/web/lib/stale-write";
import { appliedTheme } from "@/web/lib/theme";
import { useAdoptSaved } from "@/web/lib/use-adopt-saved";

const editable = (saved: CustomTheme): CustomThemeInput => ({
  primaryColor: saved.primaryColor,
  secondaryColor: saved.secondaryColor,
  tertiaryColor: saved.tertiaryColor,
  headingFont: themeFontOr(saved.headingFont, "Playfair Display"),
  bodyFont: themeFontOr(saved.bodyFont, "Open Sans"),
});

/** Colours and fonts of the event's guest page, with a live preview and a save. */
export function AppearanceEditor({
  saved,
  event,
}: {
  saved: CustomTheme;
  event: Pick<Event, "id" | "title" | "date" | "settingsVersion">;
}) {
  const t = useT();
  const [theme, setTheme] = useState<CustomThemeInput>(() => editable(saved));
  useAdoptSaved(editable(saved), theme, setTheme);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useSaveEventTheme();
  const canEdit = useCan("event.update");
  const base = useSettingsBase(event, JSON.stringify(theme) !== JSON.stringify(editable(saved)));
  const set = (patch: Partial<CustomThemeInput>) => setTheme((current) => ({ ...current, ...patch }));

  const onSave = async () => {
    setFieldErrors({});
    try {
      await save.mutateAsync({ eventId: saved.eventId, theme: { ...theme, baseVersion: base.current() } });
      // This save raised the settings' version by one.
      base.saved(base.current() + 1);
      toast.success(t("Appearance saved"), {
        description: t("Your wedding page now uses these colours and fonts."),
      });
    } catch (error) {
      if (isStaleWrite(error)) {
        await base.refresh();
        toast.error(error.message, { description: t("Save again to replace their change with yours.") });
        return;
      }
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
      toast.error(t("Failed to save appearance settings"), { description: getErrorMessage(error) });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardContent>
          <ThemeEditor
            layout="tabs"
            accentLabel={t("Tertiary (accent) color")}
            theme={theme}
            errors={fieldErrors}
            onChange={set}
          />
          {canEdit ? (
            <Button className="mt-6" onClick={onSave} disabled={save.isPending}>
              {save.isPending ? t("Saving…") : t("Save Wedding Appearance")}
            </Button>
          ) : (
            <ViewOnlyNote className="mt-6" />
          )}
        </CardContent>
      </Card>
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{t("Preview")}</h2>
        <GuestPagePreview title={event.title} date={event.date} theme={appliedTheme(theme)} />
      </div>
    </div>
  );
}
