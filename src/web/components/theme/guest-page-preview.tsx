import { formatEventDate } from "@/web/lib/format-date";
import { useT } from "@/web/lib/i18n";
import { type AppliedTheme, themeStyle, useThemeFonts } from "@/web/lib/theme";

const SAMPLE_GUESTS = [
  { name: "Olivia Bennett", table: 1 },
  { name: "James Carter", table: 1 },
  { name: "Sofia Alvarez", table: 2 },
  { name: "Noah Kim", table: 3 },
];

/** A small guest page wearing the theme: what guests will see when they look up their table. */
export function GuestPagePreview({
  theme,
  title,
  date,
}: {
  theme: AppliedTheme;
  title: string;
  date?: string;
}) {
  const t = useT();
  useThemeFonts(theme);
  return (
    <figure
      aria-label={t("Guest page preview")}
      style={{ ...themeStyle(theme), fontFamily: "var(--theme-body-font)" }}
      className="overflow-hidden rounded-2xl border bg-white text-[#333333] shadow-soft"
    >
      <div className="px-5 py-6 text-center text-white" style={{ backgroundColor: "var(--theme-primary)" }}>
        <p
          className="text-2xl leading-tight font-semibold break-words"
          style={{ fontFamily: "var(--theme-heading-font)" }}
        >
          {title || t("Your Wedding")}
        </p>
        {date ? <p className="mt-1 text-sm opacity-90">{formatEventDate(date)}</p> : null}
      </div>
      <div className="flex flex-col gap-2 p-4" style={{ backgroundColor: "var(--theme-secondary)" }}>
        <p className="text-sm font-semibold" style={{ fontFamily: "var(--theme-heading-font)" }}>
          {t("Find your seat")}
        </p>
        <ul className="flex flex-col gap-1.5">
          {SAMPLE_GUESTS.map((guest) => (
            <li
              key={guest.name}
              className="flex items-center justify-between rounded-lg bg-white px-3 py-2 text-sm"
            >
              <span>{guest.name}</span>
              <span
                className="rounded-full px-2 py-0.5 text-xs font-medium text-[#1e1a2b]"
                style={{ backgroundColor: "var(--theme-accent)" }}
              >
                {t("Table {number}", { number: guest.table })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
