import { CheckCircle2, MapPin } from "lucide-react";
import { useT } from "@/web/lib/i18n";
import { FloorPlanIllustration } from "./floor-plan-illustration";

/** The hero's right side: the stored hero image if the admin set one, else the floor-plan drawing. */
export function HeroVisual({ imageUrl }: { imageUrl?: string | null }) {
  const t = useT();
  return (
    <div className="relative mx-auto w-full max-w-xl">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-lavender-200/60 via-blush-100/70 to-champagne-100/60 blur-2xl" />
      <div className="overflow-hidden rounded-3xl border border-white/80 bg-card/90 p-3 shadow-lift sm:p-4">
        {imageUrl ? (
          <img src={imageUrl} alt="" className="aspect-[4/3] w-full rounded-2xl object-cover" />
        ) : (
          <FloorPlanIllustration />
        )}
      </div>
      <div
        aria-hidden="true"
        className="absolute -bottom-5 start-3 flex items-center gap-3 rounded-2xl border bg-card px-4 py-3 shadow-lift sm:-start-6"
      >
        <span className="grid size-9 place-content-center rounded-full bg-blush-100 font-serif text-sm font-semibold text-lavender-900">
          {/* i18n-ignore: initials of a sample name */}
          EC
        </span>
        <span className="text-sm leading-tight">
          {/* i18n-ignore: a sample guest's name */}
          <span className="block font-medium">Emma Clarke</span>
          <span className="flex items-center gap-1 text-muted-foreground">
            <MapPin className="size-3.5 text-primary" />{" "}
            {t("Table {table} · Seat {seat}", { table: 4, seat: 3 })}
          </span>
        </span>
      </div>
      <div
        aria-hidden="true"
        className="absolute -top-4 end-3 hidden items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-xs font-medium shadow-soft sm:-end-4 sm:flex"
      >
        <CheckCircle2 className="size-4 text-success" />{" "}
        {t("{seated} of {total} guests seated", { seated: 34, total: 40 })}
      </div>
    </div>
  );
}
