import { ArrowLeftIcon, ClockIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { MarkdownContent } from "@/web/components/markdown/markdown-content";
import { NotFound } from "@/web/components/not-found";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { formatDay } from "@/web/lib/format-date";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useMetaDescription } from "@/web/lib/use-meta-description";
import { usePublishedPost } from "../api/get-posts";
import { READING_TIME } from "../components/post-day";

export function Component() {
  const t = useT();
  const { slug = "" } = useParams();
  const post = usePublishedPost(slug);
  useDocumentTitle(post.data?.title ?? t("Blog"));
  useMetaDescription(post.data ? post.data.excerpt || post.data.summary : null);
  useEffect(() => {
    if (post.isError) console.error("Could not load blog post", slug, post.error);
  }, [post.isError, post.error, slug]);

  if (post.isError && post.error instanceof ApiError && post.error.status === 404) return <NotFound />;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6">
      <Link
        to={paths.blog}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t("All articles")}
      </Link>
      {post.isPending ? (
        <div role="status" aria-label={t("Loading article")} className="mt-8 flex flex-col gap-4">
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : post.data ? (
        <>
          <header className="mt-8 flex flex-col gap-4">
            <h1 dir="auto" className="text-4xl leading-tight font-semibold sm:text-5xl">
              {post.data.title}
            </h1>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <time dateTime={post.data.publishedAt}>{formatDay(post.data.publishedAt)}</time>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <ClockIcon aria-hidden="true" className="size-4" />{" "}
                {t(READING_TIME, { minutes: post.data.readingMinutes })}
              </span>
            </p>
          </header>
          {post.data.coverImageUrl ? (
            <img
              src={post.data.coverImageUrl}
              alt=""
              className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
            />
          ) : null}
          {/* The article keeps the direction it is written in, whatever the reader's language. */}
          <div dir="auto">
            <MarkdownContent source={post.data.content} className="mt-10 sm:text-lg" />
          </div>
        </>
      ) : (
        <p className="mt-8 text-muted-foreground">
          {t("This article could not be loaded. Please try again later.")}
        </p>
      )}
    </article>
  );
}
