import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
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
  const variant = item.variant ?? "ghost";
  if (item.to) {
    return (
      <Button asChild variant={variant} className={className}>
        <Link to={item.to} onClick={onNavigate}>
          {item.label}
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
      {item.label}
    </Button>
  );
}
