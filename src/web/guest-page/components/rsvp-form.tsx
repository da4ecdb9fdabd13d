import type { ReactNode } from "react";
import { DIETARY_MAX, type MenuChoice, RSVP_MESSAGES, RSVP_NAME_MAX } from "@/shared/rsvp";
import { memberField, plusOneField, type RsvpPageView, type RsvpPlusOneValues } from "@/shared/rsvp-form";
import type { Translate } from "./translate";

const EMPTY_ROW: RsvpPlusOneValues = { guestId: "", name: "", meal: "", dietary: "" };
const idOf = (field: string) => field.replaceAll(".", "-");
const errorId = (field: string) => `${idOf(field)}-error`;

/**
 * The answer's form, plain HTML posted to the invitation's page: per person Attending / Not attending, the
 * meal and dietary needs (hidden by CSS alone while "Will not attend" is chosen), then the plus-ones the
 * invitation allows. A message from the server sits beside its field, announced and focused.
 */
export function RsvpForm({
  view,
  action,
  preview,
  t,
}: {
  view: RsvpPageView;
  action: string;
  /** The team's preview of an unpublished event: the form as guests will see it, without Send. */
  preview: boolean;
  t: Translate;
}) {
  const { invitation, values, errors } = view;
  const { menu, askDietary } = invitation.settings;
  const allowed = invitation.plusOnesAllowed;
  const rows = [...values.plusOnes];
  while (rows.length < allowed) rows.push(EMPTY_ROW);
  const isEmpty = (row: RsvpPlusOneValues) => !row.guestId && !row.name && !row.meal && !row.dietary;
  const firstEmpty = rows.findIndex(isEmpty);
  const shown = firstEmpty === -1 ? rows.length : firstEmpty + 1;
  const order = [
    ...values.members.flatMap((_, index) =>
      (["attending", "meal", "dietary"] as const).map((field) => memberField(index, field)),
    ),
    ...rows.flatMap((_, index) => (["name", "meal", "dietary"] as const).map((f) => plusOneField(index, f))),
  ];
  const focused = order.find((field) => errors[field]);
  /** A control's error attributes, and autofocus on the first control in error (for a group of radios,
   * its first). */
  const described = (field: string, first = true) =>
    errors[field]
      ? {
          "aria-invalid": true,
          "aria-describedby": errorId(field),
          autoFocus: first && field === focused,
        }
      : {};
  const message = (field: string) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {t(errors[field])}
      </p>
    ) : null;
  const plusOneRow = (row: RsvpPlusOneValues, index: number) => (
    <fieldset key={index} className="rsvp-person">
      <legend className="guest-heading text-xl font-semibold">
        {t("Guest {number}", { number: index + 1 })}
      </legend>
      {row.guestId ? <input type="hidden" name={plusOneField(index, "id")} value={row.guestId} /> : null}
      <div className="rsvp-field">
        <label htmlFor={idOf(plusOneField(index, "name"))}>{t("Name")}</label>
        <input
          id={idOf(plusOneField(index, "name"))}
          name={plusOneField(index, "name")}
          defaultValue={row.name}
          maxLength={RSVP_NAME_MAX}
          autoComplete="off"
          autoCapitalize="words"
          className="guest-input"
          {...described(plusOneField(index, "name"))}
        />
        {message(plusOneField(index, "name"))}
        {row.guestId ? <p className="rsvp-hint">{t("Leave the name empty to remove this guest.")}</p> : null}
      </div>
      <MealAndDietary
        menu={menu}
        askDietary={askDietary}
        meal={{ field: plusOneField(index, "meal"), value: row.meal }}
        dietary={{ field: plusOneField(index, "dietary"), value: row.dietary }}
        described={described}
        message={message}
        t={t}
      />
    </fieldset>
  );
  const hiddenRows = rows.slice(shown);
  return (
    <form method="post" action={action} id="rsvp-form" className="flex flex-col gap-5">
      <input type="hidden" name="basis" value={values.basis} />
      {errors._ ? (
        <p role="alert" className="rsvp-alert">
          {t(errors._)}
        </p>
      ) : focused ? (
        <p role="alert" className="rsvp-alert">
          {t("Check the answers marked below.")}
        </p>
      ) : null}
      {menu.length > 0 ? (
        <section aria-labelledby="menu-title" className="rsvp-card">
          <h3 id="menu-title" className="guest-heading text-xl font-semibold">
            {t("Menu")}
          </h3>
          <dl className="rsvp-menu mt-2">
            {menu.map((choice) => (
              <div key={choice.id}>
                <dt className="font-semibold">{choice.name}</dt>
                {choice.description ? <dd>{choice.description}</dd> : null}
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {values.members.map((member, index) => {
        const attending = memberField(index, "attending");
        return (
          <fieldset key={member.guestId} className="rsvp-person">
            <legend className="guest-heading text-xl font-semibold break-words">{member.name}</legend>
            <input type="hidden" name={memberField(index, "id")} value={member.guestId} />
            <div className="rsvp-choices">
              {(["yes", "no"] as const).map((choice) => (
                <label key={choice} className="rsvp-choice">
                  <input
                    type="radio"
                    name={attending}
                    value={choice}
                    defaultChecked={member.attending === choice}
                    {...described(attending, choice === "yes")}
                  />
                  {t("{answer, select, yes {Attending} other {Not attending}}", { answer: choice })}
                </label>
              ))}
            </div>
            {message(attending)}
            <div className="rsvp-when-attending">
              <MealAndDietary
                menu={menu}
                askDietary={askDietary}
                meal={{ field: memberField(index, "meal"), value: member.meal }}
                dietary={{ field: memberField(index, "dietary"), value: member.dietary }}
                described={described}
                message={message}
                t={t}
              />
            </div>
          </fieldset>
        );
      })}
      {allowed > 0 || rows.length > 0 ? (
        <section aria-labelledby="plus-ones-title" className="flex flex-col gap-4">
          <h3 id="plus-ones-title" className="guest-heading text-2xl font-semibold">
            {t("Your guests")}
          </h3>
          <p>
            {t("Your invitation lets you bring {count, plural, one {# guest} other {# guests}}.", {
              count: allowed,
            })}
          </p>
          {rows.slice(0, shown).map(plusOneRow)}
          {hiddenRows.length > 0 ? (
            <details
              className="rsvp-more"
              open={hiddenRows.some((row, offset) => !isEmpty(row) || hasError(errors, shown + offset))}
            >
              <summary>{t("Add another guest")}</summary>
              <div className="mt-4 flex flex-col gap-4">
                {hiddenRows.map((row, offset) => plusOneRow(row, shown + offset))}
              </div>
            </details>
          ) : null}
        </section>
      ) : null}
      {preview ? <p className="rsvp-notice">{t(RSVP_MESSAGES.preview)}</p> : null}
      <button type="submit" className="guest-button self-stretch sm:self-start" disabled={preview}>
        {t("Send")}
      </button>
    </form>
  );
}

const hasError = (errors: Record<string, string>, row: number) =>
  Object.keys(errors).some((field) => field.startsWith(`p.${row}.`));

/** A person's meal (when the event has a menu) and dietary needs (when the hosts ask). */
function MealAndDietary({
  menu,
  askDietary,
  meal,
  dietary,
  described,
  message,
  t,
}: {
  menu: MenuChoice[];
  askDietary: boolean;
  meal: { field: string; value: string };
  dietary: { field: string; value: string };
  described: (field: string) => object;
  message: (field: string) => ReactNode;
  t: Translate;
}) {
  return (
    <>
      {menu.length > 0 ? (
        <div className="rsvp-field">
          <label htmlFor={idOf(meal.field)}>{t("Meal")}</label>
          <select
            id={idOf(meal.field)}
            name={meal.field}
            defaultValue={meal.value}
            className="guest-input"
            {...described(meal.field)}
          >
            <option value="">{t("Choose a meal")}</option>
            {menu.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
          {message(meal.field)}
        </div>
      ) : null}
      {askDietary ? (
        <div className="rsvp-field">
          <label htmlFor={idOf(dietary.field)}>{t("Dietary needs (optional)")}</label>
          <input
            id={idOf(dietary.field)}
            name={dietary.field}
            defaultValue={dietary.value}
            maxLength={DIETARY_MAX}
            autoComplete="off"
            className="guest-input"
            {...described(dietary.field)}
          />
          {message(dietary.field)}
        </div>
      ) : null}
    </>
  );
}
