import { zodResolver } from "@hookform/resolvers/zod";
import { BookmarkPlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { type VersionNameInput, versionNameSchema } from "@/shared/history";
import { FormDialog } from "@/web/components/form/form-dialog";
import { TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
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
  const { errors } = form.formState;

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
    <FormDialog
      form={form}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <BookmarkPlusIcon aria-hidden="true" /> {t("Save version")}
        </Button>
      }
      title={t("Save version")}
      description={t(
        "Keeps the guests, households, groups, tables, seats and rules as they are now, to compare or restore later.",
      )}
      onSubmit={submit}
      submitLabel={t("Save version")}
      submittingLabel={t("Saving…")}
    >
      <TextField
        id="version-name"
        label={t("Version name")}
        placeholder={t("e.g. Sent to caterer")}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register("name")}
      />
    </FormDialog>
  );
}
