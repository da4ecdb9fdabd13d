import { escapeHtml } from "@/server/lib/escape-html";
import { currentLocale, inLocale } from "@/server/lib/i18n";
import type { MailMessage } from "@/server/lib/mail";
import { PRODUCT_NAME } from "@/shared/constants";
import { isLocale, type Locale, localeDirection } from "@/shared/i18n/locales";
import { t } from "@/shared/i18n/messages";

/** The account e-mails: plain, branded, a text part first and a simple HTML part beside it; each in its
 * recipient's language (their account's, else the language of the request that sends it). */

/** The language to write to `user` in: their account's (the `locale` column, which Better Auth passes along
 * as an additional field), else the current request's. */
export function recipientLocale(user: object): Locale {
  const locale = "locale" in user ? user.locale : undefined;
  return isLocale(locale) ? locale : currentLocale();
}

/** A branded message in the current language: a greeting, paragraphs, one button, and a footer line. */
export function composeMail(input: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
}): MailMessage {
  const locale = currentLocale();
  const text = [
    input.greeting,
    "",
    ...input.lines,
    "",
    t("{label}: {url}", { label: input.action.label, url: input.action.url }),
    "",
    input.footer,
    "",
    `— ${PRODUCT_NAME}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}"><body style="margin:0;padding:24px;background:#f7f5fb;font-family:Arial,Helvetica,sans-serif;color:#1f1d2b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#7c5cf0">${PRODUCT_NAME}</p>
<p>${escapeHtml(input.greeting)}</p>
${input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p style="margin:28px 0"><a href="${escapeHtml(input.action.url)}" style="background:#7c5cf0;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:13px;color:#6b6880">${escapeHtml(t("If the button does not work, copy this address into your browser:"))}<br>${escapeHtml(input.action.url)}</p>
<p style="font-size:13px;color:#6b6880">${escapeHtml(input.footer)}</p>
</div></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

export function confirmEmailMessage(
  to: string,
  name: string,
  url: string,
  locale: Locale = currentLocale(),
): MailMessage {
  return inLocale(locale, () =>
    composeMail({
      to,
      subject: t("Confirm your e-mail for {product}", { product: PRODUCT_NAME }),
      greeting: t("Hello {name},", { name }),
      lines: [
        t("Welcome to {product}! Please confirm your e-mail address to finish creating your account.", {
          product: PRODUCT_NAME,
        }),
      ],
      action: { label: t("Confirm your e-mail"), url },
      footer: t("The link is valid for 24 hours. If you did not sign up, you can ignore this message."),
    }),
  );
}

export function resetPasswordMessage(
  to: string,
  name: string,
  url: string,
  locale: Locale = currentLocale(),
): MailMessage {
  return inLocale(locale, () =>
    composeMail({
      to,
      subject: t("Reset your {product} password", { product: PRODUCT_NAME }),
      greeting: t("Hello {name},", { name }),
      lines: [t("We received a request to reset the password of your account.")],
      action: { label: t("Choose a new password"), url },
      footer: t(
        "The link is valid for 1 hour and works once. If you did not ask for it, you can ignore this message: your password stays the same.",
      ),
    }),
  );
}

export function adminWelcomeMessage(
  to: string,
  loginUrl: string,
  locale: Locale = currentLocale(),
): MailMessage {
  return inLocale(locale, () =>
    composeMail({
      to,
      subject: t("Your {product} admin account is ready", { product: PRODUCT_NAME }),
      greeting: t("Hello,"),
      lines: [
        t("An admin account for {email} has been created on {product}.", {
          email: to,
          product: PRODUCT_NAME,
        }),
        t("Sign in with the password you chose during setup."),
      ],
      action: { label: t("Go to Admin Login"), url: loginUrl },
      footer: t("If you did not set up this account, contact the person who runs this server right away."),
    }),
  );
}

/** To an account an admin created: it has no password until the link is followed
 * (docs/decisions/008-admin-back-office.md, "Add User has no password field"). */
export function invitationMessage(
  to: string,
  name: string,
  url: string,
  locale: Locale = currentLocale(),
): MailMessage {
  return inLocale(locale, () =>
    composeMail({
      to,
      subject: t("You have been invited to {product}", { product: PRODUCT_NAME }),
      greeting: t("Hello {name},", { name }),
      lines: [
        t("An account for {email} has been created for you on {product}.", {
          email: to,
          product: PRODUCT_NAME,
        }),
        t("Choose a password to start using it."),
      ],
      action: { label: t("Choose your password"), url },
      footer: t(
        'The link is valid for 1 hour and works once. When it has expired, use "Forgot password?" on the login page to get a new one.',
      ),
    }),
  );
}
