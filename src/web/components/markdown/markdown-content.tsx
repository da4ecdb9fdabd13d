import { useMemo } from "react";
import { renderMarkdown } from "@/web/lib/markdown";
import { cn } from "@/web/lib/utils";

/** Rendered Markdown in the site's reading style. The HTML comes from renderMarkdown, which renders no raw
 * HTML and no script links, so it is safe to insert. */
export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={cn(
        "text-base leading-relaxed break-words text-foreground/90",
        "[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:font-serif [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:text-foreground",
        "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-foreground",
        "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
        "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6",
        "[&_li]:my-1.5 [&_li>p]:my-0 [&_strong]:font-semibold [&_strong]:text-foreground",
        "[&_a]:font-medium [&_a]:text-lavender-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-lavender-900",
        "[&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-lavender-200 [&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic",
        "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm",
        "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
        "[&_hr]:my-10 [&_hr]:border-border [&_img]:my-6 [&_img]:max-w-full [&_img]:rounded-xl",
        "[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-start",
        "[&>*:first-child]:mt-0",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes raw HTML (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
