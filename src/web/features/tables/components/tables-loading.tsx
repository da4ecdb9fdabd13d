import { Skeleton } from "@/web/components/ui/skeleton";
import { useT } from "@/web/lib/i18n";

/** The table editor's place while its plan (or its code, in the Seating screen's tab) loads. */
export function TablesLoading() {
  const t = useT();
  return (
    <div role="status" aria-label={t("Loading tables")} className="flex flex-col gap-4">
      <Skeleton className="h-16 rounded-2xl" />
      <Skeleton className="h-[450px] rounded-2xl" />
    </div>
  );
}
