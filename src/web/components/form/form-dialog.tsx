import type { FormEventHandler, ReactNode } from "react";
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
import { useT } from "@/web/lib/i18n";

/** What the dialog reads of its react-hook-form form. */
interface DialogForm {
  clearErrors: () => void;
  formState: { isSubmitting: boolean; errors: { root?: { message?: string } } };
}

/**
 * A dialog holding one form, opened by its trigger button: its title and what it does, a refusal of the whole
 * form above the fields (lib/form-errors.ts, showRefusal), then Cancel and the submit button; closing it
 * forgets the form's errors. Texts come translated.
 */
export function FormDialog({
  form,
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  submitLabel,
  submittingLabel,
  children,
}: {
  form: DialogForm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  const { isSubmitting, errors } = form.formState;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) form.clearErrors();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          {errors.root?.message ? (
            <Alert variant="destructive">
              <AlertDescription>{t(errors.root.message)}</AlertDescription>
            </Alert>
          ) : null}
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? submittingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
