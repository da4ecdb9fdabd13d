import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { BackLink } from "../components/back-link";
import { PageHeader } from "../components/page-header";
import { PostForm } from "../components/post-form";

export function Component() {
  useDocumentTitle("New Post");
  return (
    <>
      <BackLink to={paths.admin.blog}>All posts</BackLink>
      <PageHeader
        title="New Post"
        description="Write in Markdown; the preview shows what readers will see."
      />
      <PostForm />
    </>
  );
}
