import { PRODUCT_NAME } from "@/shared/constants";
import { ListError } from "@/web/components/list-error";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useAdminStats } from "../api/get-overview";
import { PageHeader } from "../components/page-header";
import { QuickActions } from "../components/quick-actions";
import { RecentActivity } from "../components/recent-activity";
import { StatCards } from "../components/stat-cards";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Admin Dashboard"));
  const stats = useAdminStats();
  return (
    <>
      <PageHeader
        title={t("Dashboard")}
        description={t("How {product} is doing today.", { product: PRODUCT_NAME })}
      />
      {stats.isError ? (
        <ListError
          title={t("Could not load the counts")}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatCards stats={stats.data} />
      )}
      {/* minmax(0, …): a long e-mail in Recent Activity wraps instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentActivity />
        <QuickActions />
      </div>
    </>
  );
}
