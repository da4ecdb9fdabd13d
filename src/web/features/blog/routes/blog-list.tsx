import { useState } from "react";
import { BLOG_NAME } from "@/shared/constants";
import { SearchInput } from "@/web/components/form/search-input";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useT } from "@/web/lib/i18n";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { usePublishedPosts } from "../api/get-posts";
import { PostCard } from "../components/post-card";

export function Component() {
  const t = useT();
  useDocumentTitle(BLOG_NAME);
  const [search, setSearch] = useState("");
  const posts = usePublishedPosts(useDebouncedValue(search.trim()));

  return (
    <>
      <section className="bg-[radial-gradient(50rem_24rem_at_50%_-20%,var(--color-lavender-100),transparent)]">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-10 text-center sm:px-6">
          <p className="text-xs font-semibold tracking-[0.2em] text-lavender-700 uppercase">
            {t("Guides and ideas")}
          </p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{BLOG_NAME}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            {t("Seating charts, table layouts and calm planning for the big day.")}
          </p>
          <SearchInput
            placeholder={t("Search articles...")}
            value={search}
            onValueChange={setSearch}
            className="mx-auto mt-8 max-w-md"
          />
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {posts.isPending ? (
          <div role="status" className="flex flex-col items-center gap-6">
            <p className="text-muted-foreground">{t("Loading articles...")}</p>
            <div aria-hidden="true" className="grid w-full gap-8 md:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((card) => (
                <Skeleton key={card} className="h-96 rounded-2xl" />
              ))}
            </div>
          </div>
        ) : posts.isError || posts.data.length === 0 ? (
          // A failed blog read is only logged; the visitor sees the empty state.
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-lg text-muted-foreground">{t("No blog posts found.")}</p>
            {search ? (
              <Button variant="outline" onClick={() => setSearch("")}>
                {t("Clear search")}
              </Button>
            ) : null}
          </div>
        ) : (
          <ul aria-busy={posts.isPlaceholderData} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.data.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
