import { SearchXIcon, UsersIcon } from "lucide-react";
import { useT } from "@/web/lib/i18n";

/** The guest list's two empty states: nothing matches, or nobody yet. */
export function EmptyGuests({ filtered, children }: { filtered: boolean; children?: React.ReactNode }) {
  const t = useT();
  const Icon = filtered ? SearchXIcon : UsersIcon;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="font-serif text-xl font-semibold">{t("No guests found")}</h2>
        <p className="text-sm text-muted-foreground">
          {filtered ? t("Try adjusting your search or filter") : t("Add your first guest to get started")}
        </p>
      </div>
      {children}
    </div>
  );
}
