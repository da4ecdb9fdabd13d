import { ExternalLinkIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";

/** 'Preview Guest Page' beside a screen's title: the event's guest page as guests will see it, in a new tab
 * (in 'Preview Mode' while unpublished). Nothing until the event has loaded (`href` undefined). */
export function PreviewGuestPageLink({ href }: { href: string | undefined }) {
  const t = useT();
  if (!href) return null;
  return (
    <Button asChild variant="outline" size="sm" className="self-start">
      <a href={href} target="_blank" rel="noopener">
        <ExternalLinkIcon aria-hidden="true" />
        {t("Preview Guest Page")}
        <span className="sr-only"> {t("(opens in a new tab)")}</span>
      </a>
    </Button>
  );
}
