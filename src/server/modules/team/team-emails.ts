import { composeMail } from "@/server/auth/emails";
import type { MailMessage } from "@/server/lib/mail";
import { PRODUCT_NAME } from "@/shared/constants";
import { t } from "@/shared/i18n/messages";
import { ROLE_NAMES, type Role } from "@/shared/roles";
import { INVITATION_DAYS } from "@/shared/team";

/** The invitation to an event's team, worded in the current language (the invited person's once they have
 * an account, else the inviter's). */
export function invitationMessage(input: {
  to: string;
  inviter: string;
  eventTitle: string;
  role: Role;
  url: string;
}): MailMessage {
  const role = t(ROLE_NAMES[input.role]);
  return composeMail({
    to: input.to,
    subject: t("{name} invited you to “{event}” on {product}", {
      name: input.inviter,
      event: input.eventTitle,
      product: PRODUCT_NAME,
    }),
    greeting: t("{name} invited you to plan “{event}” with them as {role}.", {
      name: input.inviter,
      event: input.eventTitle,
      role,
    }),
    lines: [
      t("Open the invitation to sign in or create your account with this address ({email}).", {
        email: input.to,
      }),
    ],
    action: { label: t("Open the invitation"), url: input.url },
    footer: t(
      "The link works once and expires in {days} days. If you were not expecting it, you can ignore this e-mail.",
      { days: INVITATION_DAYS },
    ),
  });
}
