import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";

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

/** A list that could not load, with a retry (`title` already translated). */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{getErrorMessage(error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          {t("Try again")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
