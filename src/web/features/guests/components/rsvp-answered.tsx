import { UserPlusIcon, UtensilsIcon } from "lucide-react";
import { formatDateTime, formatRelative } from "@/web/lib/format-date";
import { useT } from "@/web/lib/i18n";

/** Under a guest's name: whether an answer brought them as a plus-one, their meal (given when the row's
 * columns do not already show it), and when their invitation answered for them ("Answered 3 days ago", the
 * date and time on hover). Nothing when there is none of these. */
export function RsvpAnswered({
  rsvpAt,
  plusOne,
  meal,
}: {
  rsvpAt: number | null;
  plusOne: boolean;
  meal: string | null;
}) {
  const t = useT();
  if (rsvpAt === null && !plusOne && !meal) return null;
  const iso = rsvpAt === null ? null : new Date(rsvpAt).toISOString();
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
      {plusOne ? (
        <span className="inline-flex items-center gap-1 rounded-full border border-amber-200 bg-amber-50 px-2 py-0.5 text-amber-900">
          <UserPlusIcon aria-hidden="true" className="size-3" />
          {t("plus-one")}
        </span>
      ) : null}
      {meal ? (
        <span className="inline-flex min-w-0 items-center gap-1">
          <UtensilsIcon aria-hidden="true" className="size-3 shrink-0" />
          <span className="sr-only">{t("Meal:")}</span>
          <bdi className="truncate">{meal}</bdi>
        </span>
      ) : null}
      {iso ? (
        <time dateTime={iso} title={formatDateTime(iso)}>
          {t("Answered {when}", { when: formatRelative(iso) })}
        </time>
      ) : null}
    </p>
  );
}
