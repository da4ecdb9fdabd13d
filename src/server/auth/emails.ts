import type { MailMessage } from "@/server/lib/mail";
import { PRODUCT_NAME } from "@/shared/constants";

/** The account e-mails: plain, branded, a text part first and a simple HTML part beside it. */

function escapeHtml(value: string) {
  const entities: Record<string, string> = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
  };
  return value.replace(/[&<>"']/g, (char) => entities[char]!);
}

/** A branded message: a greeting, paragraphs, one button, and a footer line. */
export function composeMail(input: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
}): MailMessage {
  const text = [
    input.greeting,
    "",
    ...input.lines,
    "",
    `${input.action.label}: ${input.action.url}`,
    "",
    input.footer,
    "",
    `— ${PRODUCT_NAME}`,
  ].join("\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f7f5fb;font-family:Arial,Helvetica,sans-serif;color:#1f1d2b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#7c5cf0">${PRODUCT_NAME}</p>
<p>${escapeHtml(input.greeting)}</p>
${input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p style="margin:28px 0"><a href="${escapeHtml(input.action.url)}" style="background:#7c5cf0;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:13px;color:#6b6880">If the button does not work, copy this address into your browser:<br>${escapeHtml(input.action.url)}</p>
<p style="font-size:13px;color:#6b6880">${escapeHtml(input.footer)}</p>
</div></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

export function confirmEmailMessage(to: string, name: string, url: string): MailMessage {
  return composeMail({
    to,
    subject: `Confirm your e-mail for ${PRODUCT_NAME}`,
    greeting: `Hello ${name},`,
    lines: [
      `Welcome to ${PRODUCT_NAME}! Please confirm your e-mail address to finish creating your account.`,
    ],
    action: { label: "Confirm your e-mail", url },
    footer: "The link is valid for 24 hours. If you did not sign up, you can ignore this message.",
  });
}

export function resetPasswordMessage(to: string, name: string, url: string): MailMessage {
  return composeMail({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${name},`,
    lines: ["We received a request to reset the password of your account."],
    action: { label: "Choose a new password", url },
    footer:
      "The link is valid for 1 hour and works once. If you did not ask for it, you can ignore this message: your password stays the same.",
  });
}

export function adminWelcomeMessage(to: string, loginUrl: string): MailMessage {
  return composeMail({
    to,
    subject: `Your ${PRODUCT_NAME} admin account is ready`,
    greeting: "Hello,",
    lines: [
      `An admin account for ${to} has been created on ${PRODUCT_NAME}.`,
      "Sign in with the password you chose during setup.",
    ],
    action: { label: "Go to Admin Login", url: loginUrl },
    footer: "If you did not set up this account, contact the person who runs this server right away.",
  });
}

/** To an account an admin created: it has no password until the link is followed
 * (docs/decisions/008-admin-back-office.md, "Add User has no password field"). */
export function invitationMessage(to: string, name: string, url: string): MailMessage {
  return composeMail({
    to,
    subject: `You have been invited to ${PRODUCT_NAME}`,
    greeting: `Hello ${name},`,
    lines: [
      `An account for ${to} has been created for you on ${PRODUCT_NAME}.`,
      "Choose a password to start using it.",
    ],
    action: { label: "Choose your password", url },
    footer:
      'The link is valid for 1 hour and works once. When it has expired, use "Forgot password?" on the login page to get a new one.',
  });
}
