import { composeMail } from "@/server/auth/emails";
import type { MailMessage } from "@/server/lib/mail";
import { PRODUCT_NAME } from "@/shared/constants";
import { t } from "@/shared/i18n/messages";

/** To each admin when an owner files a support request: who, about which event, and what they wrote. Worded
 * in the current language (the caller runs it in the admin's). The owner's words stay as written. */
export function newSupportRequestMessage(input: {
  to: string;
  from: { name: string; email: string };
  eventTitle: string | null;
  subject: string;
  message: string;
  inboxUrl: string;
}): MailMessage {
  const sender = { name: input.from.name, email: input.from.email };
  return composeMail({
    to: input.to,
    subject: t("[{product} support] {subject}", { product: PRODUCT_NAME, subject: input.subject }),
    greeting: input.eventTitle
      ? t("New support request from {name} ({email}) about “{event}”:", {
          ...sender,
          event: input.eventTitle,
        })
      : t("New support request from {name} ({email}):", sender),
    lines: [t("Subject: {subject}", { subject: input.subject }), ...input.message.split(/\n+/)],
    action: { label: t("Open the support inbox"), url: input.inboxUrl },
    footer: t("Reply to {email} by e-mail, then mark the request as closed in the inbox.", {
      email: input.from.email,
    }),
  });
}
