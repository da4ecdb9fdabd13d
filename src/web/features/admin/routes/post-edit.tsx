import { useParams } from "react-router";
import { ListError } from "@/web/components/list-error";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { usePost } from "../api/posts";
import { BackLink } from "../components/back-link";
import { ListEmpty, ListLoading } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { PostForm } from "../components/post-form";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Edit Post"));
  const { postId = "" } = useParams();
  const post = usePost(postId);
  return (
    <>
      <BackLink to={paths.admin.blog}>{t("All posts")}</BackLink>
      <PageHeader title={t("Edit Post")} />
      {post.isPending ? (
        <ListLoading>{t("Loading post...")}</ListLoading>
      ) : post.data ? (
        <PostForm key={post.data.id} post={post.data} />
      ) : post.error instanceof ApiError && post.error.status === 404 ? (
        <ListEmpty>{t("Blog post not found.")}</ListEmpty>
      ) : (
        <ListError
          title={t("Could not load the post")}
          error={post.error}
          onRetry={() => void post.refetch()}
        />
      )}
    </>
  );
}
