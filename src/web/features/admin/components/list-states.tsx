import type { ReactNode } from "react";
import { Spinner } from "@/web/components/ui/spinner";

/** A list's first load: a spinner beside the screen's own words ('Loading users...', already translated). */
export function ListLoading({ children }: { children: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
      <Spinner label={children} />
      <span aria-hidden="true">{children}</span>
    </div>
  );
}

/** A list with nothing in it, and what to do next. */
export function ListEmpty({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-center">
      <p className="text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}
