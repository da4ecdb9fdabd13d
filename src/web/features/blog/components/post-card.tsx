import { ArrowRightIcon, ClockIcon } from "lucide-react";
import { Link } from "react-router";
import type { PublicPostSummary } from "@/shared/blog";
import { formatDay } from "@/web/lib/format-date";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { PostCoverFallback } from "./post-cover-fallback";
import { READING_TIME } from "./post-day";

/** A card on /blog: cover, date, reading time, title and excerpt; the whole card opens the post. */
export function PostCard({ post }: { post: PublicPostSummary }) {
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lift">
      {post.coverImageUrl ? (
        <img src={post.coverImageUrl} alt="" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <PostCoverFallback title={post.title} className="aspect-[16/9]" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={post.publishedAt}>{formatDay(post.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon aria-hidden="true" className="size-3.5" />{" "}
            {t(READING_TIME, { minutes: post.readingMinutes })}
          </span>
        </p>
        <h2 dir="auto" className="text-xl leading-snug font-semibold">
          <Link to={paths.blogPost(post.slug)} className="outline-none after:absolute after:inset-0">
            {post.title}
          </Link>
        </h2>
        <p dir="auto" className="flex-1 text-sm leading-relaxed text-muted-foreground">
          {post.summary}
        </p>
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1 text-sm font-medium text-lavender-700"
        >
          {t("Read article")}{" "}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
