import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

type RoundTable = { n: number; x: number; y: number; seated: number };

const SEATS = 8;
const TABLES: RoundTable[] = [
  { n: 1, x: 92, y: 150, seated: 8 },
  { n: 2, x: 240, y: 150, seated: 6 },
  { n: 3, x: 388, y: 150, seated: 8 },
  { n: 4, x: 92, y: 292, seated: 7 },
  { n: 5, x: 388, y: 292, seated: 5 },
];

function seatPosition(table: RoundTable, index: number) {
  const angle = (index / SEATS) * Math.PI * 2 - Math.PI / 2;
  return { cx: table.x + 42 * Math.cos(angle), cy: table.y + 42 * Math.sin(angle) };
}

function Table({ table, highlighted }: { table: RoundTable; highlighted: boolean }) {
  return (
    <g>
      {highlighted && <circle cx={table.x} cy={table.y} r="58" className="fill-lavender-200/50" />}
      {Array.from({ length: SEATS }, (_, index) => {
        const { cx, cy } = seatPosition(table, index);
        const taken = index < table.seated;
        return (
          <circle
            key={`${cx}-${cy}`}
            cx={cx}
            cy={cy}
            r="8"
            strokeWidth="1.5"
            className={taken ? "fill-lavender-400 stroke-lavender-500" : "fill-white stroke-lavender-300"}
          />
        );
      })}
      <circle
        cx={table.x}
        cy={table.y}
        r="28"
        strokeWidth="1.5"
        className={highlighted ? "fill-lavender-600 stroke-lavender-700" : "fill-white stroke-lavender-300"}
      />
      <text
        x={table.x}
        y={table.y + 6}
        textAnchor="middle"
        className={cn(
          "font-serif text-[17px] font-semibold",
          highlighted ? "fill-white" : "fill-lavender-800",
        )}
      >
        {table.n}
      </text>
    </g>
  );
}

/** A decorative venue plan: a head table, round tables with seats, a dance floor. Pure SVG, no images. */
export function FloorPlanIllustration({ className }: { className?: string }) {
  const t = useT();
  return (
    <svg viewBox="0 0 480 380" className={cn("h-auto w-full", className)} aria-hidden="true">
      <defs>
        <pattern id="fp-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" strokeWidth="1" className="stroke-lavender-100" />
        </pattern>
        <pattern id="fp-parquet" width="16" height="16" patternUnits="userSpaceOnUse">
          <rect width="16" height="16" className="fill-champagne-100" />
          <path d="M0 8H16M8 0V8M4 8V16M12 8V16" strokeWidth="1" className="stroke-champagne-300" />
        </pattern>
      </defs>
      <rect width="480" height="380" rx="20" fill="url(#fp-grid)" />
      <rect
        x="150"
        y="26"
        width="180"
        height="30"
        rx="8"
        strokeWidth="1.5"
        className="fill-blush-100 stroke-blush-400"
      />
      {[172, 200, 228, 252, 280, 308].map((cx) => (
        <circle
          key={cx}
          cx={cx}
          cy="68"
          r="7"
          strokeWidth="1.5"
          className="fill-blush-200 stroke-blush-400"
        />
      ))}
      <text x="240" y="46" textAnchor="middle" className="fill-lavender-900 font-serif text-[12px] italic">
        {t("Head table")}
      </text>
      <rect x="170" y="240" width="140" height="104" rx="14" fill="url(#fp-parquet)" />
      <text
        x="240"
        y="297"
        textAnchor="middle"
        className="fill-champagne-500 font-sans text-[10px] font-semibold tracking-[0.2em] uppercase"
      >
        {t("Dance floor")}
      </text>
      {TABLES.map((table) => (
        <Table key={table.n} table={table} highlighted={table.n === 4} />
      ))}
    </svg>
  );
}
