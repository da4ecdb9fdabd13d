import { ListError } from "@/web/components/list-error";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useSiteSettings } from "../api/site-settings";
import { ListLoading } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { PricingEditor } from "../components/pricing-editor";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Wedding Packages"));
  const settings = useSiteSettings();
  if (settings.data) return <PricingEditor plans={settings.data.pricingPlans} />;
  return (
    <>
      <PageHeader
        title={t("Wedding Packages")}
        description={t("The packages on the pricing page and the landing page.")}
      />
      {settings.isPending ? (
        <ListLoading>{t("Loading packages...")}</ListLoading>
      ) : (
        <ListError
          title={t("Could not load the packages")}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      )}
    </>
  );
}
