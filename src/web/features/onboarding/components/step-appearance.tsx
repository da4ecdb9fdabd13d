import { ColorField } from "@/web/components/theme/color-field";
import { FontSelect } from "@/web/components/theme/font-select";
import { GuestPagePreview } from "@/web/components/theme/guest-page-preview";
import { isThemeFont } from "@/web/lib/fonts";
import { cn } from "@/web/lib/utils";
import { useThemePresets } from "../api/get-theme-presets";
import type { UpdateValues, WizardValues } from "./wizard-values";

export function StepAppearance({ values, update }: { values: WizardValues; update: UpdateValues }) {
  const presets = useThemePresets();
  const theme = values.theme;
  const setTheme = (patch: Partial<WizardValues["theme"]>) => update({ theme: { ...theme, ...patch } });
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Start from a theme</legend>
          {presets.isPending ? <p className="text-sm text-muted-foreground">Loading themes…</p> : null}
          {presets.isError ? (
            <p className="text-sm text-muted-foreground">
              Themes could not be loaded; adjust the colours below.
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {presets.data?.map((preset) => (
              <button
                key={preset.id}
                type="button"
                aria-pressed={values.themeId === preset.id}
                onClick={() =>
                  update({
                    themeId: preset.id,
                    theme: {
                      primaryColor: preset.colors.primary,
                      secondaryColor: preset.colors.secondary,
                      tertiaryColor: preset.colors.accent,
                      headingFont: isThemeFont(preset.fonts.heading)
                        ? preset.fonts.heading
                        : theme.headingFont,
                      bodyFont: isThemeFont(preset.fonts.body) ? preset.fonts.body : theme.bodyFont,
                    },
                  })
                }
                className={cn(
                  "flex flex-col gap-2 rounded-xl border bg-card p-3 text-left text-sm outline-none hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring",
                  values.themeId === preset.id && "border-primary ring-2 ring-primary/30",
                )}
              >
                <span className="flex gap-1" aria-hidden="true">
                  {[preset.colors.primary, preset.colors.secondary, preset.colors.accent].map((color) => (
                    <span
                      key={color}
                      className="size-5 rounded-full border"
                      style={{ backgroundColor: color }}
                    />
                  ))}
                </span>
                <span className="font-medium">{preset.name}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <ColorField
            id="primary-color"
            label="Primary color"
            value={theme.primaryColor}
            onChange={(primaryColor) => setTheme({ primaryColor })}
          />
          <ColorField
            id="secondary-color"
            label="Secondary color"
            value={theme.secondaryColor}
            onChange={(secondaryColor) => setTheme({ secondaryColor })}
          />
          <ColorField
            id="tertiary-color"
            label="Accent color"
            value={theme.tertiaryColor}
            onChange={(tertiaryColor) => setTheme({ tertiaryColor })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FontSelect
            id="heading-font"
            label="Heading font"
            value={theme.headingFont}
            onChange={(headingFont) => setTheme({ headingFont })}
          />
          <FontSelect
            id="body-font"
            label="Body font"
            value={theme.bodyFont}
            onChange={(bodyFont) => setTheme({ bodyFont })}
          />
        </div>
      </div>
      <GuestPagePreview
        title={values.title}
        date={values.date}
        theme={{
          primary: theme.primaryColor,
          secondary: theme.secondaryColor,
          accent: theme.tertiaryColor,
          headingFont: theme.headingFont,
          bodyFont: theme.bodyFont,
        }}
      />
    </div>
  );
}
