import { SearchIcon, XIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "@/web/components/ui/input";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** A search box with its icon and a clear button; its placeholder doubles as its accessible name. */
export function SearchInput({
  value,
  onValueChange,
  placeholder,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
}) {
  const t = useT();
  return (
    <div className={cn("relative w-full", className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={placeholder.replace(/\.+$/, "")}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden"
        {...props}
      />
      {value ? (
        <button
          type="button"
          aria-label={t("Clear search text")}
          onClick={() => onValueChange("")}
          className="absolute end-2 top-1/2 grid size-6 -translate-y-1/2 place-content-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
