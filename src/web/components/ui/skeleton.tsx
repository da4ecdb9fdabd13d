import type { ComponentProps } from "react";
import { cn } from "@/web/lib/utils";

/** A placeholder block; hidden from assistive technology (announce loading with a Spinner or text). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-lavender-100/80", className)}
      {...props}
    />
  );
}
