import { useEffect, useState } from "react";
import { HEX_COLOR } from "@/shared/theme";
import { describedBy, FieldMessages } from "@/web/components/form/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useT } from "@/web/lib/i18n";

/** A colour picker with its hex text beside it; only a valid #rrggbb reaches `onChange`. */
export function ColorField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const invalid = !HEX_COLOR.test(text) ? t("Enter a hex colour such as #9b87f5") : undefined;
  const shown = invalid ?? (error ? t(error) : undefined);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t("{label} picker", { label })}
          value={HEX_COLOR.test(value) ? value : "#000000"}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-card p-1"
        />
        <Input
          id={id}
          value={text}
          maxLength={7}
          spellCheck={false}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(id, shown)}
          onChange={(event) => {
            const next = event.target.value.trim();
            setText(next);
            if (HEX_COLOR.test(next)) onChange(next.toLowerCase());
          }}
          className="font-mono uppercase"
        />
      </div>
      <FieldMessages id={id} error={shown} />
    </div>
  );
}
