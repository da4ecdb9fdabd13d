import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useFormats } from "../lib/use-formats";

/** What is counted: each list says it with its own noun, in every language's plural forms. */
const SUMMARIES = {
  users: msg(
    "{total, plural, one {Showing {first}–{last} of # user} other {Showing {first}–{last} of # users}}",
  ),
  requests: msg(
    "{total, plural, one {Showing {first}–{last} of # request} other {Showing {first}–{last} of # requests}}",
  ),
} as const;

/** "Showing 21–40 of 10,000" with Previous and Next; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  noun,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  noun: keyof typeof SUMMARIES;
  className?: string;
}) {
  const t = useT();
  const { number } = useFormats();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t("Pages")}
      className={cn("flex flex-col items-center justify-between gap-3 sm:flex-row", className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t(SUMMARIES[noun], { first: number(first), last: number(last), total })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" className="rtl:-scale-x-100" /> {t("Previous")}
        </Button>
        <span className="text-sm text-muted-foreground">
          {t("Page {page} of {pages}", { page: number(page), pages: number(pages) })}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t("Next")} <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
