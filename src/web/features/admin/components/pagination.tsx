import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

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
  noun: string;
  className?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const number = new Intl.NumberFormat();
  return (
    <nav
      aria-label="Pages"
      className={cn("flex flex-col items-center justify-between gap-3 sm:flex-row", className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {number.format(first)}–{number.format(last)} of {number.format(total)} {noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" /> Previous
        </Button>
        <span className="text-sm text-muted-foreground">
          Page {number.format(page)} of {number.format(pages)}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
