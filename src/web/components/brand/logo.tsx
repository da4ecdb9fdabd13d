import { PRODUCT_NAME } from "@/shared/constants";
import { cn } from "@/web/lib/utils";

/** The mark: a round table with six seats. Decorative; the word beside it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  const seats = [0, 60, 120, 180, 240, 300];
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <circle cx="16" cy="16" r="6" className="fill-white" />
      {seats.map((deg) => (
        <circle
          key={deg}
          cx={16 + 10 * Math.cos((deg * Math.PI) / 180)}
          cy={16 + 10 * Math.sin((deg * Math.PI) / 180)}
          r="2.2"
          className="fill-lavender-200"
        />
      ))}
    </svg>
  );
}

/** The mark and a name: the product's, or the site title the admin set. */
export function Logo({ className, name = PRODUCT_NAME }: { className?: string; name?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="font-serif text-xl font-semibold tracking-tight text-foreground">{name}</span>
    </span>
  );
}
