import { LogoMark } from "@/web/components/brand/logo";
import { cn } from "@/web/lib/utils";

/** A post without a cover: the brand's gradient and mark, so the grid stays even. Decorative. */
export function PostCoverFallback({ title, className }: { title: string; className?: string }) {
  // The same post always gets the same of three tints.
  const tint = [...title].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 3;
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex w-full items-center justify-center bg-gradient-to-br",
        tint === 0 && "from-lavender-100 via-blush-50 to-champagne-100",
        tint === 1 && "from-blush-100 via-lavender-50 to-lavender-200",
        tint === 2 && "from-champagne-100 via-lavender-50 to-blush-100",
        className,
      )}
    >
      <LogoMark className="size-12 opacity-80" />
    </div>
  );
}
