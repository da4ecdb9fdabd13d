import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useSiteSettings } from "../api/site-settings";
import { ListError, ListLoading } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { PricingEditor } from "../components/pricing-editor";

export function Component() {
  useDocumentTitle("Wedding Packages");
  const settings = useSiteSettings();
  if (settings.data) return <PricingEditor plans={settings.data.pricingPlans} />;
  return (
    <>
      <PageHeader
        title="Wedding Packages"
        description="The packages on the pricing page and the landing page."
      />
      {settings.isPending ? (
        <ListLoading>Loading packages...</ListLoading>
      ) : (
        <ListError
          title="Could not load the packages"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      )}
    </>
  );
}
