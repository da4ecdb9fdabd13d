import { cn } from "@/web/lib/utils";

/** Up to two initials of a name ("Ann Lee" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join("") || "?";
}

/** A person's colour, the same on every screen: a hue from their id. */
export function hueOf(userId: string): number {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % 360;
}

/** A small round avatar with a person's initials; the full name is its label and tooltip. */
export function PersonInitials({
  userId,
  name,
  label,
  className,
}: {
  userId: string;
  name: string;
  label: string;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      title={name}
      style={{ backgroundColor: `hsl(${hueOf(userId)} 55% 42%)` }}
      className={cn(
        "flex size-8 items-center justify-center rounded-full text-xs font-semibold text-white shadow-sm ring-2 ring-card",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
