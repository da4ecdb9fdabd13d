import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useT } from "@/web/lib/i18n";

/** Asks before leaving with unsaved changes: in-app navigation (a dialog) and closing or reloading the tab.
 * `description` says what would be lost. */
export function UnsavedChangesGuard({ dirty, description }: { dirty: boolean; description: string }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return (
    <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Discard unsaved changes?")}</DialogTitle>
          <DialogDescription>{t(description)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {t("Keep editing")}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t("Discard changes")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
