import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { LINK_COPIED_MS } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useT } from "@/web/lib/i18n";

/** A read-only link and its copy button, whose 'Copied' lasts 2 s: the event's (Share), a household's RSVP
 * link (the guest list). `label` names the field, shown or (`hideLabel`) for screen readers only. */
export function CopyLink({
  id,
  label,
  link,
  hideLabel = false,
}: {
  id: string;
  label: string;
  link: string;
  hideLabel?: boolean;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast.error(t("Could not copy the link. Select it and copy it yourself."));
    }
  };
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          dir="ltr"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-sm"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void copy()}
          aria-label={copied ? t("Copied") : hideLabel ? t("Copy {label}", { label }) : t("Copy link")}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          <span aria-live="polite">{copied ? t("Copied") : t("Copy")}</span>
        </Button>
      </div>
    </div>
  );
}
