import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@/shared/i18n/locales";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { api } from "@/web/lib/api-client";
import { activateLocale, useLocale, useT } from "@/web/lib/i18n";
import { meQueryOptions, useMe } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";

/** Saves a signed-in owner's language on their account (their e-mails follow it, and their next sign-in
 * elsewhere starts in it). */
async function saveAccountLocale(locale: Locale) {
  await api.me.locale.$put({ json: { locale } });
}

/** The **Language** select: every language in its own name. The app switches at once; a visitor's choice is
 * kept in a cookie, a signed-in owner's on their account too. */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const locale = useLocale();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {t("Language")}
      </Label>
      <NativeSelect
        id={id}
        // The marketing pages' light script (src/web/app/enhance.ts) finds it by this.
        data-language-select=""
        value={locale}
        onChange={async (event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          await activateLocale(next, { remember: true });
          // Chosen before the session was read (just after the page loaded): read it now, and take the choice
          // as the account's at once, so the account's older language does not switch the page back.
          const who =
            me !== undefined ? me : await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
          if (who) {
            queryClient.setQueryData(meQueryOptions().queryKey, (current) =>
              current ? { ...current, locale: next } : current,
            );
            await saveAccountLocale(next).catch(() => undefined);
            await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
          }
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Keeps the app in a signed-in owner's language: theirs when their account has one (chosen on another
 * device), else the account takes the one they are using now. */
export function AccountLanguage() {
  const { data: me } = useMe();
  const active = useLocale();
  const locale = useRef(active);
  locale.current = active;
  // Only when the account is (re)read: a switch in the Language select saves before it reads again.
  useEffect(() => {
    if (!me) return;
    if (me.locale && me.locale !== locale.current) void activateLocale(me.locale, { remember: true });
    else if (!me.locale) void saveAccountLocale(locale.current).catch(() => undefined);
  }, [me]);
  return null;
}
