import type { ComponentProps } from "react";
import { cn } from "@/web/lib/utils";

/** The browser's own checkbox, tinted: a list re-renders dozens of these per keystroke, and a native input
 * costs a fraction of a scripted one. */
export function RowCheckbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-4.5 cursor-pointer rounded-[5px] accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
}
