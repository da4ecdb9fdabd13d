import { useState } from "react";
import { SUPPORT_FILTERS, type SupportFilter } from "@/shared/admin";
import { ListError } from "@/web/components/list-error";
import { msg, useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useSupportRequests } from "../api/support-requests";
import { ListEmpty, ListLoading } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { Pagination } from "../components/pagination";
import { SupportRequestCard } from "../components/support-request-card";

const FILTER_LABELS: Record<SupportFilter, string> = {
  open: msg("Open"),
  closed: msg("Closed"),
  all: msg("All"),
};

const EMPTY: Record<SupportFilter, string> = {
  open: msg("No open support requests."),
  closed: msg("No closed support requests."),
  all: msg("No support requests yet."),
};

export function Component() {
  const t = useT();
  useDocumentTitle(t("Support"));
  const [status, setStatus] = useState<SupportFilter>("open");
  const [page, setPage] = useState(1);
  const requests = useSupportRequests(status, page);
  const openCount = requests.data?.openCount;

  return (
    <>
      <PageHeader
        title={t("Support")}
        description={t("Requests from event owners. Reply by e-mail, then close them.")}
      />
      <fieldset className="flex w-fit gap-1 rounded-xl bg-muted p-1">
        <legend className="sr-only">{t("Show requests")}</legend>
        {SUPPORT_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            onClick={() => {
              setStatus(filter);
              setPage(1);
            }}
            className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-soft"
          >
            {filter === "open" && openCount !== undefined
              ? t("Open ({count, number})", { count: openCount })
              : t(FILTER_LABELS[filter])}
          </button>
        ))}
      </fieldset>
      {requests.isPending ? (
        <ListLoading>{t("Loading requests...")}</ListLoading>
      ) : requests.isError && !requests.data ? (
        <ListError
          title={t("Could not load requests")}
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.requests.length === 0 ? (
        <ListEmpty>{t(EMPTY[status])}</ListEmpty>
      ) : (
        <ul aria-busy={requests.isPlaceholderData} className="flex flex-col gap-4 aria-busy:opacity-60">
          {requests.data.requests.map((request) => (
            <li key={request.id}>
              <SupportRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
      {requests.data ? (
        <Pagination
          page={page}
          pageSize={requests.data.pageSize}
          total={requests.data.total}
          onPageChange={setPage}
          noun="requests"
        />
      ) : null}
    </>
  );
}
