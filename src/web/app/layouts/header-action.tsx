import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import type { HeaderItem } from "./header-items";

/** Renders a HeaderItem as a link or a button with the same look. */
export function HeaderAction({
  item,
  className,
  onNavigate,
}: {
  item: HeaderItem;
  className?: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  const variant = item.variant ?? "ghost";
  if (item.to) {
    return (
      <Button asChild variant={variant} className={className}>
        <Link to={item.to} onClick={onNavigate}>
          {t(item.label)}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => {
        onNavigate?.();
        item.onSelect?.();
      }}
    >
      {t(item.label)}
    </Button>
  );
}
