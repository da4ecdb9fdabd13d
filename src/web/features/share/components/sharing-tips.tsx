import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

const TIPS = [
  "Print the QR code on your welcome sign, table cards or invitations.",
  "Send the link in your wedding group chat or e-mail a few days before.",
  "Publish only when your seating is final enough to share; seat changes show on guests' phones within a minute.",
  "Choose 'No list, search only' if you would rather not show every name.",
  "Add a passcode when the link may travel further than your guests.",
];

export function SharingTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sharing tips</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
