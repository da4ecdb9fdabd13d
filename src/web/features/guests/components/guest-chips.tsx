import { HomeIcon, TagIcon } from "lucide-react";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** A household or group shown as a small chip. */
export function Chip({
  kind,
  children,
  className,
}: {
  kind: "household" | "group";
  children: string;
  className?: string;
}) {
  const t = useT();
  const Icon = kind === "household" ? HomeIcon : TagIcon;
  return (
    <span
      className={cn(
        "inline-flex max-w-40 min-w-0 shrink items-center gap-1 rounded-full border px-2 py-0.5 text-xs",
        kind === "household"
          ? "border-lavender-200 bg-lavender-50 text-lavender-800"
          : "border-border bg-muted text-muted-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3 shrink-0" />
      <span className="sr-only">{kind === "household" ? t("Household:") : t("Group:")}</span>
      <span className="truncate">{children}</span>
    </span>
  );
}

const MAX_GROUP_CHIPS = 2;

/** A guest's household and groups under their name; past two groups, a count. */
export function GuestChips({ household, groups }: { household: string | null; groups: string[] }) {
  const t = useT();
  if (!household && groups.length === 0) return null;
  const hidden = groups.length - MAX_GROUP_CHIPS;
  return (
    <div className="mt-1 flex min-w-0 flex-wrap items-center gap-1 md:flex-nowrap md:overflow-hidden">
      {household ? <Chip kind="household">{household}</Chip> : null}
      {groups.slice(0, MAX_GROUP_CHIPS).map((group) => (
        <Chip key={group} kind="group">
          {group}
        </Chip>
      ))}
      {hidden > 0 ? (
        <span
          className="shrink-0 text-xs text-muted-foreground"
          title={groups.slice(MAX_GROUP_CHIPS).join(", ")}
        >
          {t("+{count, number} more", { count: hidden })}
        </span>
      ) : null}
    </div>
  );
}
