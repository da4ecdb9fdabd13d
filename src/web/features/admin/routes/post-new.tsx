import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { BackLink } from "../components/back-link";
import { PageHeader } from "../components/page-header";
import { PostForm } from "../components/post-form";

export function Component() {
  const t = useT();
  useDocumentTitle(t("New Post"));
  return (
    <>
      <BackLink to={paths.admin.blog}>{t("All posts")}</BackLink>
      <PageHeader
        title={t("New Post")}
        description={t("Write in Markdown; the preview shows what readers will see.")}
      />
      <PostForm />
    </>
  );
}
