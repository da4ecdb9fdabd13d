import type { ReactNode } from "react";
import { cn } from "@/web/lib/utils";

/** An eyebrow, an h2 and a lead paragraph; `id` goes on the h2 for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <p className="text-xs font-semibold tracking-[0.2em] text-lavender-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {children && (
        <p className="mt-4 text-base leading-relaxed text-muted-foreground sm:text-lg">{children}</p>
      )}
    </div>
  );
}
