import { type ReactNode, useEffect, useState } from "react";
import { TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useKnown } from "../lib/use-known";

/** Asks for a name (a new or renamed household or group); the server's message shows under the field and
 * the typed name stays. */
export function NameDialog({
  open,
  onOpenChange,
  title,
  label,
  submitLabel,
  initial = "",
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  children?: ReactNode;
}) {
  const t = useT();
  const known = useKnown();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setName(initial);
    setError(undefined);
  }, [open, initial]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{label}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            setError(undefined);
            try {
              await onSubmit(name);
              onOpenChange(false);
            } catch (caught) {
              setError(
                caught instanceof ApiError
                  ? (caught.fields?.name ?? caught.message)
                  : getErrorMessage(caught),
              );
            } finally {
              setBusy(false);
            }
          }}
        >
          <TextField
            id="grouping-name"
            label={label}
            value={name}
            error={known(error)}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("Saving…") : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
