import { composeMail } from "@/server/auth/emails";
import type { MailMessage } from "@/server/lib/mail";
import { PRODUCT_NAME } from "@/shared/constants";

/** To each admin when an owner files a support request: who, about which event, and what they wrote. */
export function newSupportRequestMessage(input: {
  to: string;
  from: { name: string; email: string };
  eventTitle: string | null;
  subject: string;
  message: string;
  inboxUrl: string;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `[${PRODUCT_NAME} support] ${input.subject}`,
    greeting: `New support request from ${input.from.name} (${input.from.email})${
      input.eventTitle ? ` about “${input.eventTitle}”` : ""
    }:`,
    lines: [`Subject: ${input.subject}`, ...input.message.split(/\n+/)],
    action: { label: "Open the support inbox", url: input.inboxUrl },
    footer: `Reply to ${input.from.email} by e-mail, then mark the request as closed in the inbox.`,
  });
}
