import { PRODUCT_NAME } from "@/shared/constants";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useAdminStats } from "../api/get-overview";
import { ListError } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { QuickActions } from "../components/quick-actions";
import { RecentActivity } from "../components/recent-activity";
import { StatCards } from "../components/stat-cards";

export function Component() {
  useDocumentTitle("Admin Dashboard");
  const stats = useAdminStats();
  return (
    <>
      <PageHeader title="Dashboard" description={`How ${PRODUCT_NAME} is doing today.`} />
      {stats.isError ? (
        <ListError
          title="Could not load the counts"
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
