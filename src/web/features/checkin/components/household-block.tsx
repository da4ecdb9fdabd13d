import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";

/** A household's rows under its name, with one button for all of them (each row keeps its own). */
export function HouseholdBlock({
  name,
  arrived,
  total,
  busy,
  onAll,
  children,
}: {
  name: string;
  arrived: number;
  total: number;
  busy: boolean;
  onAll: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-dashed p-2">
      <div className="flex items-center justify-between gap-2 px-1">
        <span className="min-w-0 truncate text-sm font-semibold">
          {name}{" "}
          <span className="font-normal text-muted-foreground">
            {t("{arrived, number} of {expected, number}", { arrived, expected: total })}
          </span>
        </span>
        {arrived < total ? (
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t("Check in all of {household}", { household: name })}
            onClick={onAll}
          >
            {t("Check in all {count, number}", { count: total })}
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">{children}</ul>
    </li>
  );
}
