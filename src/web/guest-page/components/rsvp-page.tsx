import { LANG_PARAM, type Locale } from "@/shared/i18n/locales";
import { msg } from "@/shared/i18n/messages";
import type { PublicEvent } from "@/shared/public-event";
import { type RsvpInvitation, rsvpPath } from "@/shared/rsvp";
import type { RsvpPageView } from "@/shared/rsvp-form";
import { formatInstant, GuestFooter, GuestHeader, PreviewBanner, themeVariables } from "./guest-frame";
import { RsvpForm } from "./rsvp-form";
import { around, type Translate } from "./translate";

/**
 * An invitation's own page, /event/{id}/rsvp/{code} (docs/decisions/028-rsvp.md, "Guest page"), in the
 * event's theme and language: the form while answers are open (plain HTML, no script), the thank-you and
 * summary once sent, the answer read-only and whom to contact once closed.
 */
export function RsvpPage({
  event,
  view,
  locale,
  t,
}: {
  event: PublicEvent;
  view: RsvpPageView;
  locale: Locale;
  t: Translate;
}) {
  const { invitation } = view;
  const path = rsvpPath(event.id, invitation.code);
  const { deadlineAt, timeZone, contact } = invitation.settings;
  const deadline = deadlineAt ? formatInstant(deadlineAt, timeZone, locale) : null;
  const lang = event.languages.length > 1 ? `?${LANG_PARAM}=${locale}` : "";
  const formPath = `${path}${lang}`;
  const changePath = `${formPath}#rsvp-form`;
  // The hosts' contact in its own direction (a name and a number inside an Arabic sentence).
  const contactSentence = around(t, msg("To change your answer, contact {contact}."), "contact");
  const eventPath = `/event/${event.id}${lang}`;
  return (
    <div className="guest-page" style={themeVariables(event.theme)}>
      {event.isPublished ? null : <PreviewBanner t={t} />}
      <GuestHeader event={event} locale={locale} t={t} path={path} />
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
        {!invitation.open ? (
          <section aria-labelledby="rsvp-title" className="rsvp-card">
            <h2 id="rsvp-title" className="guest-heading text-2xl font-semibold">
              {t("Responses are closed")}
            </h2>
            <p className="mt-2 text-lg">
              {contact ? (
                <>
                  {contactSentence[0]}
                  <bdi>{contact}</bdi>
                  {contactSentence[1]}
                </>
              ) : (
                t("To change your answer, contact the hosts.")
              )}
            </p>
            <RsvpSummary invitation={invitation} t={t} />
          </section>
        ) : view.sent ? (
          <section aria-labelledby="rsvp-title" className="rsvp-card" role="status">
            <h2 id="rsvp-title" className="guest-heading text-3xl font-semibold">
              {t("Thank you!")}
            </h2>
            <p className="mt-2 text-lg">{t("Your answer has been sent to the hosts.")}</p>
            {view.notice ? (
              <p className="rsvp-notice mt-3">
                {view.notice.kind === "replaced"
                  ? t(
                      "Someone else on your invitation had sent an answer on {time}, while you were filling this in. Yours has replaced it: check it below.",
                      { time: formatInstant(view.notice.at, timeZone, locale) },
                    )
                  : t(
                      "Someone else on your invitation sent another answer on {time}, after yours. Below is the answer the hosts have now.",
                      { time: formatInstant(view.notice.at, timeZone, locale) },
                    )}
              </p>
            ) : null}
            <RsvpSummary invitation={invitation} t={t} />
            <p className="mt-4">
              {deadline ? t("You can change your answer until {deadline}.", { deadline }) : null}
            </p>
            <a href={changePath} className="guest-button mt-3">
              {t("Change your answer")}
            </a>
          </section>
        ) : (
          <section aria-labelledby="rsvp-title" className="flex flex-col gap-4">
            <h2 id="rsvp-title" className="guest-heading text-3xl font-semibold">
              {t("Your answer")}
            </h2>
            {deadline ? <p className="text-lg">{t("Please answer by {deadline}.", { deadline })}</p> : null}
            {invitation.answeredAt ? (
              <p>{t("You have answered. Change anything below and send it again.")}</p>
            ) : null}
            <RsvpForm view={view} action={formPath} preview={!event.isPublished} t={t} />
          </section>
        )}
        <p>
          <a href={eventPath} className="underline">
            {t("Back to the event's page")}
          </a>
        </p>
      </main>
      <GuestFooter t={t} />
    </div>
  );
}

/** The answer as the hosts have it: each person, coming or not, their meal and dietary needs. */
function RsvpSummary({ invitation, t }: { invitation: RsvpInvitation; t: Translate }) {
  const meal = (id: string | null) => invitation.settings.menu.find((choice) => choice.id === id)?.name;
  return (
    <ul className="rsvp-summary mt-4">
      {invitation.members.map((member) => (
        <li key={member.guestId}>
          <span className="font-semibold break-words">{member.name}</span>{" "}
          <span className={statusOf(member.attending)}>
            {member.attending === null
              ? t("No answer yet")
              : t("{answer, select, yes {Attending} other {Not attending}}", {
                  answer: member.attending ? "yes" : "no",
                })}
          </span>
          {member.attending && meal(member.meal) ? (
            <span className="block">{t("Meal: {meal}", { meal: meal(member.meal) ?? "" })}</span>
          ) : null}
          {member.attending && member.dietary ? (
            <span className="block break-words">
              {t("Dietary needs: {needs}", { needs: member.dietary })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The guest page's status badge of an answer. */
const statusOf = (attending: boolean | null) =>
  `status status-${attending === null ? "invited" : attending ? "confirmed" : "declined"}`;
