import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";

/** "← All posts": back to a list from one of its items (`children` already translated; the arrow points
 * back in right-to-left languages too). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {children}
    </Link>
  );
}
