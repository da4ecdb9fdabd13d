import { useId, useMemo, useState } from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

export interface PickerOption {
  id: string;
  name: string;
  /** Shown after the name to tell two options of the same name apart (a guest's table, household...). */
  hint?: string;
}

const SHOWN = 8;

/** A searchable field (WAI-ARIA combobox) of guests or other named things: type part of a name, pick with the
 * arrows and Enter or a click. */
export function SearchPicker({
  label,
  options,
  value,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  options: PickerOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  /** Translated; "Search guests…" when absent. */
  placeholder?: string;
}) {
  const t = useT();
  const id = useId();
  const chosen = options.find((option) => option.id === value) ?? null;
  const [query, setQuery] = useState(chosen?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return options
      .filter((option) => words.every((word) => option.name.toLowerCase().includes(word)))
      .slice(0, SHOWN);
  }, [options, query]);
  const listId = `${id}-list`;
  const pick = (option: PickerOption) => {
    onChange(option.id);
    setQuery(option.name);
    setOpen(false);
  };

  return (
    <div className="relative flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={open && matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        placeholder={placeholder ?? t("Search guests…")}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
          if (chosen && event.target.value !== chosen.name) onChange(null);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(index + 1, matches.length - 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === "Enter" && open && matches[active]) {
            event.preventDefault();
            pick(matches[active]);
          } else if (event.key === "Escape" && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {open && matches.length > 0 ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t("{label} suggestions", { label })}
          className="absolute top-full z-10 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border bg-card p-1 shadow-lift"
        >
          {matches.map((option, index) => (
            <div
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                "flex cursor-pointer items-baseline justify-between gap-2 rounded-md px-2 py-1.5 text-sm",
                index === active && "bg-accent text-accent-foreground",
              )}
            >
              <span className="truncate">{option.name}</span>
              {option.hint ? (
                <span className="shrink-0 text-xs text-muted-foreground">{option.hint}</span>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      {error ? (
        // i18n-ignore: an element id
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
