import { EyeIcon } from "lucide-react";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Said where a screen shows what the caller's role (src/shared/team.ts) may read but not change. */
export function ViewOnlyNote({ className }: { className?: string }) {
  const t = useT();
  return (
    <p
      className={cn(
        "flex items-center gap-2 rounded-2xl border bg-card px-4 py-3 text-sm text-muted-foreground shadow-soft",
        className,
      )}
    >
      <EyeIcon aria-hidden="true" className="size-4 shrink-0" />
      {t("View only: your role on this event does not allow changes here.")}
    </p>
  );
}
