import { LOCALE_NAMES, LOCALES, type Locale } from "@/shared/i18n/locales";
import { describedBy, FieldMessages } from "@/web/components/form/form-field";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useT } from "@/web/lib/i18n";
import type { SetSettings, SettingsValues } from "./settings-values";

/** The value of "no second language". */
const NONE = "";

/**
 * Guest page languages: one or two, the first the page's default (a guest whose browser speaks the second
 * gets it, and a switch offers both). Each language is listed in its own name.
 */
export function LanguagesSection({
  values,
  set,
  error,
}: {
  values: SettingsValues;
  set: SetSettings;
  error?: string;
}) {
  const t = useT();
  const [first = "en", second = NONE] = values.languages;
  const choose = (main: string, other: string) =>
    set({ languages: (other === NONE ? [main] : [main, other]) as Locale[] });
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy("settings-languages", error)}>
      <legend className="mb-1 text-sm font-medium">{t("Guest page languages")}</legend>
      <p className="text-sm text-muted-foreground">
        {t(
          "Your guest page opens in the guest's own language when it is one of these, otherwise in the first.",
        )}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="settings-language-1">{t("Main language")}</Label>
          <NativeSelect
            id="settings-language-1"
            value={first}
            aria-invalid={error ? true : undefined}
            onChange={(e) => choose(e.target.value, second)}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="settings-language-2">{t("Second language (optional)")}</Label>
          <NativeSelect
            id="settings-language-2"
            value={second}
            aria-invalid={error ? true : undefined}
            onChange={(e) => choose(first, e.target.value)}
          >
            <option value={NONE}>{t("None")}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <FieldMessages id="settings-languages" error={error} />
    </fieldset>
  );
}
