import { LANG_PARAM, type Locale } from "@/shared/i18n/locales";
import type { PublicEvent } from "@/shared/public-event";
import type { RsvpFindState } from "@/shared/rsvp-form";
import { formatInstant } from "./guest-frame";
import type { Translate } from "./translate";

/** Where the form posts: the page's language kept when the event has two. No #fragment: the answer with a
 * message focuses (and so scrolls to) the field in error, and a browser skips autofocus on a page whose
 * address names a fragment. */
const rsvpFindAction = (event: PublicEvent, locale: Locale) =>
  `/event/${event.id}/rsvp${event.languages.length > 1 ? `?${LANG_PARAM}=${locale}` : ""}`;

/**
 * "Find your invitation" on the guest page (docs/decisions/028-rsvp.md, "Guest page"): a plain form the
 * server answers (a redirect to the invitation's page, or this page again with the message and what was
 * typed). No script.
 */
export function RsvpFind({
  event,
  rsvp,
  state,
  locale,
  t,
}: {
  event: PublicEvent;
  rsvp: NonNullable<PublicEvent["rsvp"]>;
  state?: RsvpFindState;
  locale: Locale;
  t: Translate;
}) {
  const askEmail = state?.field === "email" || Boolean(state?.email);
  const nameError = state?.field === "name" ? state.message : undefined;
  const emailError = state?.field === "email" ? state.message : undefined;
  return (
    <section id="rsvp" aria-labelledby="rsvp-title" className="rsvp-section">
      <h2 id="rsvp-title" className="guest-heading text-2xl font-semibold">
        {t("RSVP")}
      </h2>
      <p className="mt-2 text-lg font-semibold">{t("Will you join us?")}</p>
      <p className="mt-1 text-lg">{t("Find your invitation to tell the hosts who is coming.")}</p>
      {rsvp.deadlineAt ? (
        <p className="mt-1">
          {t("Please answer by {deadline}.", {
            deadline: formatInstant(rsvp.deadlineAt, rsvp.timeZone, locale),
          })}
        </p>
      ) : null}
      <form method="post" action={rsvpFindAction(event, locale)} className="mt-4 flex flex-col gap-3">
        <label htmlFor="rsvp-name" className="font-semibold">
          {t("Your full name, as on your invitation")}
        </label>
        <input
          id="rsvp-name"
          name="name"
          type="text"
          required
          maxLength={200}
          defaultValue={state?.name}
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
          className="guest-input"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "rsvp-name-error" : undefined}
          // biome-ignore lint/a11y/noAutofocus: only on the answer to a post, on the field in error (no script)
          autoFocus={Boolean(nameError)}
        />
        {nameError ? (
          <p id="rsvp-name-error" role="alert" className="field-error">
            {t(nameError)}
          </p>
        ) : null}
        {askEmail ? (
          <>
            <label htmlFor="rsvp-email" className="font-semibold">
              {t("Your e-mail address")}
            </label>
            {emailError ? (
              <p id="rsvp-email-error" role="alert" className="field-error">
                {t(emailError)}
              </p>
            ) : null}
            <input
              id="rsvp-email"
              name="email"
              type="email"
              required
              maxLength={254}
              defaultValue={state?.email}
              autoComplete="email"
              className="guest-input"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "rsvp-email-error" : undefined}
              // biome-ignore lint/a11y/noAutofocus: only on the answer to a post, on the field in error (no script)
              autoFocus={Boolean(emailError) && !nameError}
            />
          </>
        ) : null}
        <button type="submit" className="guest-button self-start">
          {t("Find your invitation")}
        </button>
      </form>
    </section>
  );
}
