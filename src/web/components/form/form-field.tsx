import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { useT } from "@/web/lib/i18n";

/** ids for the hint and error under a field, joined for aria-describedby. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/** The hint, and the error translated at display: a schema's message is its English id (a text built
 * already in the reader's language passes as it is). */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  const t = useT();
  return (
    <>
      {hint ? (
        // i18n-ignore
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        // i18n-ignore
        <p id={`${id}-error`} className="text-sm text-destructive">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}

type FieldProps = { id: string; label: string; error?: string; hint?: ReactNode };

/** A labelled input with its hint and error underneath, wired for screen readers. */
export function TextField({ id, label, error, hint, ...input }: ComponentProps<typeof Input> & FieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: ComponentProps<typeof Textarea> & FieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
