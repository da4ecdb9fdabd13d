import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/utils";
import { fieldClasses } from "./input";

/** The browser's own <select>, styled like the other fields: light enough for a row of a 10,000-row list,
 * and the phone's native picker on a phone. Label it with <Label htmlFor> or aria-label. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        data-slot="native-select"
        className={cn(fieldClasses, "h-10 appearance-none py-0 pe-8 [&>option]:text-foreground")}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 end-2.5 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}
