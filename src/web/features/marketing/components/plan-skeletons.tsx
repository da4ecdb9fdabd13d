import { Skeleton } from "@/web/components/ui/skeleton";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Placeholder cards while the plans load, in the same grid as the real cards. */
export function PlanSkeletons({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t("Loading plans…")}</span>
      {["first", "second", "third"].map((key) => (
        <div
          key={key}
          className={cn("space-y-4 rounded-2xl border bg-card p-6 shadow-soft", !compact && "min-h-96")}
        >
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-10 w-24" />
          {!compact && (
            <div className="space-y-3 pt-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
              <Skeleton className="mt-6 h-12 w-full" />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
