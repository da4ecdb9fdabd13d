import { GuestPagePreview } from "@/web/components/theme/guest-page-preview";
import { ThemeEditor } from "@/web/components/theme/theme-editor";
import { themeFontOr } from "@/web/lib/fonts";
import { useT } from "@/web/lib/i18n";
import { appliedTheme } from "@/web/lib/theme";
import { cn } from "@/web/lib/utils";
import { useThemePresets } from "../api/get-theme-presets";
import type { UpdateValues, WizardValues } from "./wizard-values";

export function StepAppearance({ values, update }: { values: WizardValues; update: UpdateValues }) {
  const t = useT();
  const presets = useThemePresets();
  const theme = values.theme;
  const setTheme = (patch: Partial<WizardValues["theme"]>) => update({ theme: { ...theme, ...patch } });
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("Start from a theme")}</legend>
          {presets.isPending ? <p className="text-sm text-muted-foreground">{t("Loading themes…")}</p> : null}
          {presets.isError ? (
            <p className="text-sm text-muted-foreground">
              {t("Themes could not be loaded; adjust the colours below.")}
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
                      headingFont: themeFontOr(preset.fonts.heading, theme.headingFont),
                      bodyFont: themeFontOr(preset.fonts.body, theme.bodyFont),
                    },
                  })
                }
                className={cn(
                  "flex flex-col gap-2 rounded-xl border bg-card p-3 text-start text-sm outline-none hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring",
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
        <ThemeEditor layout="rows" accentLabel={t("Accent color")} theme={theme} onChange={setTheme} />
      </div>
      <GuestPagePreview title={values.title} date={values.date} theme={appliedTheme(theme)} />
    </div>
  );
}
