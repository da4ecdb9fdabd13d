import type { ReactNode } from "react";
import { LANG_PARAM } from "@/shared/i18n/locales";
import type { Translate } from "./translate";

/** A page with one message: 'Event not found', or the passcode form. */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="guest-heading text-3xl font-semibold">{title}</h1>
      {children}
    </main>
  );
}

export function NotFoundPage({ t }: { t: Translate }) {
  return (
    <MessagePage title={t("Event not found")}>
      <p className="text-lg">{t("Check the link you were given, or ask the hosts for a new one.")}</p>
      <a href="/" className="guest-button">
        {t("Return to Home")}
      </a>
    </MessagePage>
  );
}

/** An RSVP link that opens nothing (revoked, mistyped, or the event no longer collects answers): the
 * reason, and the way to the event's page, where the invitation can be found by name. */
export function RsvpMissingPage({
  eventPath,
  message,
  t,
}: {
  eventPath: string;
  message: string;
  t: Translate;
}) {
  return (
    <MessagePage title={t("Invitation not found")}>
      <p className="text-lg">{t(message)}</p>
      <a href={eventPath} className="guest-button">
        {t("Go to the event's page")}
      </a>
    </MessagePage>
  );
}

export function PasscodePage({
  eventId,
  error,
  lang,
  t,
}: {
  eventId: string;
  error?: string;
  /** The page's language, kept by the form when the guest chose it (?lang=). */
  lang?: string;
  t: Translate;
}) {
  return (
    <MessagePage title={t("Enter the passcode")}>
      <p className="text-lg">
        {t("This page is protected by a passcode. You will find it on your invitation.")}
      </p>
      <form
        method="post"
        action={lang ? `/event/${eventId}/passcode?${LANG_PARAM}=${lang}` : `/event/${eventId}/passcode`}
        className="flex w-full flex-col gap-3"
        data-passcode-form=""
      >
        <label htmlFor="passcode" className="text-start font-semibold">
          {t("Passcode")}
        </label>
        <input
          id="passcode"
          name="passcode"
          type="password"
          required
          maxLength={200}
          autoComplete="off"
          className="guest-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "passcode-error" : undefined}
        />
        {error ? (
          <p id="passcode-error" role="alert" className="font-semibold text-red-700">
            {t(error)}
          </p>
        ) : null}
        <button type="submit" className="guest-button">
          {t("Open the page")}
        </button>
      </form>
    </MessagePage>
  );
}
