import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AdminPostSummary } from "@/shared/blog";
import { SearchInput } from "@/web/components/form/search-input";
import { ListError } from "@/web/components/list-error";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { usePosts } from "../api/posts";
import { DeletePostDialog } from "../components/delete-post-dialog";
import { ListEmpty, ListLoading } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { PostsTable } from "../components/posts-table";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Blog Posts"));
  const [search, setSearch] = useState("");
  const [deleting, setDeleting] = useState<AdminPostSummary | null>(null);
  const posts = usePosts(useDebouncedValue(search.trim()));

  return (
    <>
      <PageHeader
        title={t("Blog Posts")}
        description={t("Write, publish and update the articles on the blog.")}
        actions={
          <Button asChild>
            <Link to={paths.admin.newPost}>
              <PlusIcon aria-hidden="true" /> {t("New Post")}
            </Link>
          </Button>
        }
      />
      <Card className="gap-4 py-4">
        <div className="px-4">
          <SearchInput
            placeholder={t("Search posts...")}
            value={search}
            onValueChange={setSearch}
            className="sm:max-w-sm"
          />
        </div>
        {posts.isPending ? (
          <ListLoading>{t("Loading posts...")}</ListLoading>
        ) : posts.isError && !posts.data ? (
          <div className="px-4">
            <ListError
              title={t("Could not load posts")}
              error={posts.error}
              onRetry={() => void posts.refetch()}
            />
          </div>
        ) : posts.data.length === 0 ? (
          <ListEmpty
            action={
              <Button asChild variant="outline">
                <Link to={paths.admin.newPost}>{t("Create your first post")}</Link>
              </Button>
            }
          >
            {t("No blog posts found.")}
          </ListEmpty>
        ) : (
          <div aria-busy={posts.isPlaceholderData} className="aria-busy:opacity-60">
            <PostsTable posts={posts.data} onDelete={setDeleting} />
          </div>
        )}
      </Card>
      {deleting ? <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
