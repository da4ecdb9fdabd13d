import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { msg, useT } from "@/web/lib/i18n";

const TIPS = [
  msg("Print the QR code on your welcome sign, table cards or invitations."),
  msg("Send the link in your wedding group chat or e-mail a few days before."),
  msg(
    "Publish only when your seating is final enough to share; seat changes show on guests' phones within a minute.",
  ),
  msg("Choose 'No list, search only' if you would rather not show every name."),
  msg("Add a passcode when the link may travel further than your guests."),
];

export function SharingTips() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("Sharing tips")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 ps-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
