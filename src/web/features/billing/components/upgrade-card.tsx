import { CrownIcon, InfoIcon } from "lucide-react";
import { PREMIUM_PRICE_USD } from "@/shared/constants";
import { MAX_GUESTS_PER_EVENT } from "@/shared/guests";
import { MAX_TABLES } from "@/shared/tables";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/web/components/ui/card";
import { Trans, useLocale, useT } from "@/web/lib/i18n";

export function UpgradeCard({
  premium,
  upgrading,
  onUpgrade,
}: {
  premium: boolean;
  upgrading: boolean;
  onUpgrade: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const price = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(PREMIUM_PRICE_USD);
  /** What Premium really changes: nothing yet. Every plan has every feature and the same limits, and the
   * upgrade is simulated in the browser (no payment, not saved), so the card says exactly that. */
  const facts = [
    t(
      "Every feature is in the free plan too, with the same limits: {guests, plural, one {# guest} other {# guests}} and {tables, plural, one {# table} other {# tables}} per event.",
      { guests: MAX_GUESTS_PER_EVENT, tables: MAX_TABLES },
    ),
    t("No payment is taken: this upgrade is a preview and lasts until you leave the page."),
  ];
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle as="h2">{premium ? t("Premium") : t("Upgrade to Premium")}</CardTitle>
          {premium ? (
            <Badge variant="success">
              <CrownIcon aria-hidden="true" /> {t("Active")}
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          <Trans
            id="<0>{price}</0> flat per event, valid for one year."
            values={{ price }}
            components={{ 0: <span className="text-2xl font-semibold text-foreground" /> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {facts.map((fact) => (
            <li key={fact} className="flex items-start gap-2 text-sm text-muted-foreground">
              <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {fact}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {premium ? (
          <p className="text-sm text-muted-foreground">{t("Your account is on Premium. Thank you!")}</p>
        ) : (
          <Button size="lg" onClick={onUpgrade} disabled={upgrading}>
            {upgrading ? t("Processing…") : t("Upgrade Now")}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
