import { EyeIcon, PencilLineIcon } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { describedBy, FieldMessages } from "@/web/components/form/form-field";
import { MarkdownContent } from "@/web/components/markdown/markdown-content";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

const HINT = msg(
  "Markdown: ## heading, **bold**, *italic*, [link](https://…), - list. HTML is shown as text.",
);

/** Content in Markdown with a live preview: side by side on wide screens, Write / Preview on narrow ones. */
export function MarkdownEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const [mode, setMode] = useState<"write" | "preview">("write");
  // Typing stays quick in long posts: the preview renders a moment behind.
  const preview = useDeferredValue(value);
  const toggle = (target: typeof mode, label: string, Icon: typeof EyeIcon) => (
    <button
      type="button"
      aria-pressed={mode === target}
      onClick={() => setMode(target)}
      className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium text-muted-foreground outline-none aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-soft focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon aria-hidden="true" className="size-3.5" /> {label}
    </button>
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor="post-content">{t("Content")}</Label>
        <div className="flex gap-1 rounded-lg bg-muted p-0.5 lg:hidden">
          {toggle("write", t("Write"), PencilLineIcon)}
          {toggle("preview", t("Preview"), EyeIcon)}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Textarea
          id="post-content"
          dir="auto"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("post-content", error, HINT)}
          spellCheck
          className={cn(
            "min-h-[28rem] resize-y font-mono text-[0.8125rem] leading-relaxed",
            mode === "preview" && "max-lg:hidden",
          )}
        />
        <section
          aria-label={t("Preview")}
          className={cn(
            "max-h-[40rem] min-h-[28rem] overflow-y-auto rounded-lg border bg-card px-5 py-4",
            mode === "write" && "max-lg:hidden",
          )}
        >
          {preview.trim() ? (
            <div dir="auto">
              <MarkdownContent source={preview} className="text-sm" />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("The preview appears here as you write.")}</p>
          )}
        </section>
      </div>
      <FieldMessages id="post-content" error={error} hint={t(HINT)} />
    </div>
  );
}
