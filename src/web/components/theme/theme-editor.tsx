import type { CustomThemeInput } from "@/shared/theme";
import { ColorField } from "@/web/components/theme/color-field";
import { FontSelect } from "@/web/components/theme/font-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useT } from "@/web/lib/i18n";

/** A theme's three colours and two fonts: in Colors/Fonts tabs (appearance screen) or in two rows (wizard). */
export function ThemeEditor({
  theme,
  onChange,
  layout,
  accentLabel,
  errors = {},
}: {
  theme: CustomThemeInput;
  onChange: (patch: Partial<CustomThemeInput>) => void;
  layout: "tabs" | "rows";
  accentLabel: string;
  errors?: Record<string, string>;
}) {
  const t = useT();
  const colors = (
    <>
      <ColorField
        id="primary-color"
        label={t("Primary color")}
        value={theme.primaryColor}
        error={errors.primaryColor}
        onChange={(primaryColor) => onChange({ primaryColor })}
      />
      <ColorField
        id="secondary-color"
        label={t("Secondary color")}
        value={theme.secondaryColor}
        error={errors.secondaryColor}
        onChange={(secondaryColor) => onChange({ secondaryColor })}
      />
      <ColorField
        id="tertiary-color"
        label={t(accentLabel)}
        value={theme.tertiaryColor}
        error={errors.tertiaryColor}
        onChange={(tertiaryColor) => onChange({ tertiaryColor })}
      />
    </>
  );
  const fonts = (
    <>
      <FontSelect
        id="heading-font"
        label={t("Heading font")}
        value={theme.headingFont}
        onChange={(headingFont) => onChange({ headingFont })}
      />
      <FontSelect
        id="body-font"
        label={t("Body font")}
        value={theme.bodyFont}
        onChange={(bodyFont) => onChange({ bodyFont })}
      />
    </>
  );
  if (layout === "rows") {
    return (
      <>
        <div className="grid gap-4 sm:grid-cols-3">{colors}</div>
        <div className="grid gap-4 sm:grid-cols-2">{fonts}</div>
      </>
    );
  }
  return (
    <Tabs defaultValue="colors">
      <TabsList>
        <TabsTrigger value="colors">{t("Colors")}</TabsTrigger>
        <TabsTrigger value="fonts">{t("Fonts")}</TabsTrigger>
      </TabsList>
      <TabsContent value="colors" className="flex flex-col gap-4">
        {colors}
      </TabsContent>
      <TabsContent value="fonts" className="flex flex-col gap-4">
        {fonts}
      </TabsContent>
    </Tabs>
  );
}
