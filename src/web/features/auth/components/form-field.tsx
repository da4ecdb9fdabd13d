import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

/** A labelled input with its error underneath, wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  ...input
}: ComponentProps<typeof Input> & { id: string; label: string; error?: string; hint?: ReactNode }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
