import { useState } from "react";
import { toast } from "sonner";
import { THEME_FONTS, type ThemeFont } from "@/shared/constants";
import type { CustomTheme, CustomThemeInput } from "@/shared/theme";
import { ColorField } from "@/web/components/theme/color-field";
import { FontSelect } from "@/web/components/theme/font-select";
import { GuestPagePreview } from "@/web/components/theme/guest-page-preview";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { useSaveEventTheme } from "@/web/lib/save-event-theme";

const asFont = (font: string, fallback: ThemeFont): ThemeFont =>
  THEME_FONTS.find((candidate) => candidate === font) ?? fallback;

/** Colours and fonts of the event's guest page, with a live preview and a save. */
export function AppearanceEditor({
  saved,
  eventTitle,
  eventDate,
}: {
  saved: CustomTheme;
  eventTitle: string;
  eventDate: string;
}) {
  const [theme, setTheme] = useState<CustomThemeInput>({
    primaryColor: saved.primaryColor,
    secondaryColor: saved.secondaryColor,
    tertiaryColor: saved.tertiaryColor,
    headingFont: asFont(saved.headingFont, "Playfair Display"),
    bodyFont: asFont(saved.bodyFont, "Open Sans"),
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useSaveEventTheme();
  const set = (patch: Partial<CustomThemeInput>) => setTheme((current) => ({ ...current, ...patch }));

  const onSave = async () => {
    setFieldErrors({});
    try {
      await save.mutateAsync({ eventId: saved.eventId, theme });
      toast.success("Appearance saved", {
        description: "Your wedding page now uses these colours and fonts.",
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
      toast.error("Failed to save appearance settings", { description: getErrorMessage(error) });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardContent>
          <Tabs defaultValue="colors">
            <TabsList>
              <TabsTrigger value="colors">Colors</TabsTrigger>
              <TabsTrigger value="fonts">Fonts</TabsTrigger>
            </TabsList>
            <TabsContent value="colors" className="flex flex-col gap-4">
              <ColorField
                id="primary-color"
                label="Primary color"
                value={theme.primaryColor}
                error={fieldErrors.primaryColor}
                onChange={(primaryColor) => set({ primaryColor })}
              />
              <ColorField
                id="secondary-color"
                label="Secondary color"
                value={theme.secondaryColor}
                error={fieldErrors.secondaryColor}
                onChange={(secondaryColor) => set({ secondaryColor })}
              />
              <ColorField
                id="tertiary-color"
                label="Tertiary (accent) color"
                value={theme.tertiaryColor}
                error={fieldErrors.tertiaryColor}
                onChange={(tertiaryColor) => set({ tertiaryColor })}
              />
            </TabsContent>
            <TabsContent value="fonts" className="flex flex-col gap-4">
              <FontSelect
                id="heading-font"
                label="Heading font"
                value={theme.headingFont}
                onChange={(headingFont) => set({ headingFont })}
              />
              <FontSelect
                id="body-font"
                label="Body font"
                value={theme.bodyFont}
                onChange={(bodyFont) => set({ bodyFont })}
              />
            </TabsContent>
          </Tabs>
          <Button className="mt-6" onClick={onSave} disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save Wedding Appearance"}
          </Button>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">Preview</h2>
        <GuestPagePreview
          title={eventTitle}
          date={eventDate}
          theme={{
            primary: theme.primaryColor,
            secondary: theme.secondaryColor,
            accent: theme.tertiaryColor,
            headingFont: theme.headingFont,
            bodyFont: theme.bodyFont,
          }}
        />
      </div>
    </div>
  );
}
