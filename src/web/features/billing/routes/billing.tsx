import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { UPGRADE_DELAY_MS } from "@/shared/constants";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { UpgradeCard } from "../components/upgrade-card";

/** A simulated upgrade: local state only, no payment call. */
function simulatePayment(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, UPGRADE_DELAY_MS));
}

export function Component() {
  const t = useT();
  useDocumentTitle(t("Billing"));
  const [plan, setPlan] = useState<"free" | "upgrading" | "premium">("free");
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const upgrade = async () => {
    setPlan("upgrading");
    try {
      await simulatePayment();
      if (!mounted.current) return;
      setPlan("premium");
      toast.success(t("Upgrade successful!"), {
        description: t("Your account has been upgraded to premium."),
      });
    } catch {
      setPlan("free");
      toast.error(t("Upgrade failed"), { description: t("There was a problem processing your payment.") });
    }
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("Billing")}</h1>
        <p className="text-muted-foreground">
          {plan === "premium" ? t("You are on the Premium plan.") : t("You are on the Free plan.")}
        </p>
      </div>
      <UpgradeCard premium={plan === "premium"} upgrading={plan === "upgrading"} onUpgrade={upgrade} />
    </>
  );
}
