import { ExternalLinkIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** 'Preview Guest Page' beside a screen's title: the event's guest page as guests will see it, in a new tab
 * (in 'Preview Mode' while unpublished). Nothing until the event has loaded (`href` undefined). */
export function PreviewGuestPageLink({ href }: { href: string | undefined }) {
  if (!href) return null;
  return (
    <Button asChild variant="outline" size="sm" className="self-start">
      <a href={href} target="_blank" rel="noopener">
        <ExternalLinkIcon aria-hidden="true" />
        Preview Guest Page
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
