import { zodResolver } from "@hookform/resolvers/zod";
import { BookmarkPlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { type VersionNameInput, versionNameSchema } from "@/shared/history";
import { TextField } from "@/web/components/form/form-field";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { showRefusal } from "@/web/lib/form-errors";
import { useT } from "@/web/lib/i18n";
import { useSaveVersion } from "../api/save-version";

const EMPTY: VersionNameInput = { name: "" };

/** Save version: a name ("Sent to caterer", "Final") for the plan as it is now. A refusal keeps the name
 * typed and says why under the field. */
export function SaveVersionDialog({ eventId }: { eventId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const save = useSaveVersion(eventId);
  const form = useForm<VersionNameInput, unknown, z.output<typeof versionNameSchema>>({
    resolver: zodResolver(versionNameSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      toast.success(t("Version saved"), {
        description: t("“{name}” keeps the plan as it is now.", { name: saved.name ?? input.name }),
      });
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      showRefusal(form.setError, Object.keys(EMPTY), error);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.clearErrors();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <BookmarkPlusIcon aria-hidden="true" /> {t("Save version")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("Save version")}</DialogTitle>
          <DialogDescription>
            {t(
              "Keeps the guests, households, groups, tables, seats and rules as they are now, to compare or restore later.",
            )}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          {errors.root?.message ? (
            <Alert variant="destructive">
              <AlertDescription>{t(errors.root.message)}</AlertDescription>
            </Alert>
          ) : null}
          <TextField
            id="version-name"
            label={t("Version name")}
            placeholder={t("e.g. Sent to caterer")}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("Saving…") : t("Save version")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
