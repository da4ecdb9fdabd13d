import { describe, expect, test } from "vitest";
import { inLocale } from "@/server/lib/i18n";
import { confirmEmailMessage, invitationMessage, recipientLocale, resetPasswordMessage } from "./emails";

describe("account e-mails", () => {
  test("English stays the product's wording", () => {
    const mail = resetPasswordMessage(
      "ann@example.com",
      "Ann",
      "http://localhost:3000/reset-password?token=t",
      "en",
    );
    expect(mail.subject).toBe("Reset your Seatwise password");
    expect(mail.text).toContain("Hello Ann,");
    expect(mail.text).toContain("Choose a new password: http://localhost:3000/reset-password?token=t");
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  test("each is written in the language it is given, the names as they are", () => {
    const invitation = invitationMessage("lea@example.com", "Léa", "http://x/reset-password?token=t", "fr");
    expect(invitation.subject).toBe("Vous avez été invité sur Seatwise");
    expect(invitation.text).toContain("Bonjour Léa,");
    expect(invitation.html).toContain('<html lang="fr" dir="ltr">');

    const arabic = confirmEmailMessage(
      "amal@example.com",
      "Amal",
      "http://x/email-confirmation?token=t",
      "ar",
    );
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain("مرحبًا Amal،");
  });

  test("the recipient's account language wins; without one, the sending request's", () => {
    expect(recipientLocale({ locale: "de" })).toBe("de");
    expect(inLocale("it", () => recipientLocale({ locale: null }))).toBe("it");
    expect(inLocale("es", () => recipientLocale({ locale: "klingon" }))).toBe("es");
  });
});
