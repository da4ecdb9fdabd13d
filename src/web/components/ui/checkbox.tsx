import type { ComponentProps } from "react";
import { cn } from "@/web/lib/utils";

/**
 * A checkbox: the browser's own, tinted; label it with <Label htmlFor>. Not a scripted one: Radix's measured
 * its size when mounted inside a form (a forced layout in each dialog opening that had one), and lists draw
 * one per row (docs/decisions/021-interaction-speed.md). `onCheckedChange` is given the new state.
 */
export function Checkbox({
  className,
  onCheckedChange,
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        "peer size-4.5 shrink-0 cursor-pointer rounded-[5px] accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-destructive",
        className,
      )}
      onChange={(event) => {
        onChange?.(event);
        onCheckedChange?.(event.target.checked);
      }}
      {...props}
    />
  );
}
