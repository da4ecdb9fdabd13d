import { PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import type { AdminPostSummary } from "@/shared/blog";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useFormats } from "../lib/use-formats";

type Props = { posts: AdminPostSummary[]; onDelete: (post: AdminPostSummary) => void };

function PostDate({ post }: { post: AdminPostSummary }) {
  const { day } = useFormats();
  return <>{day(post.publishedAt ?? post.createdAt)}</>;
}

function Status({ post }: { post: AdminPostSummary }) {
  const t = useT();
  return post.published ? (
    <Badge variant="success">{t("Published")}</Badge>
  ) : (
    <Badge variant="secondary">{t("Draft")}</Badge>
  );
}

function Actions({ post, onDelete }: { post: AdminPostSummary; onDelete: Props["onDelete"] }) {
  const t = useT();
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon-sm">
        <Link to={paths.admin.editPost(post.id)} aria-label={t("Edit {title}", { title: post.title })}>
          <PencilIcon aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t("Delete {title}", { title: post.title })}
        className="text-destructive hover:bg-red-50 hover:text-destructive"
        onClick={() => onDelete(post)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}

function Title({ post }: { post: AdminPostSummary }) {
  return (
    <>
      <Link
        to={paths.admin.editPost(post.id)}
        className="font-medium outline-none hover:text-lavender-700 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        {post.title}
      </Link>
      <p dir="auto" className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">
        {post.summary}
      </p>
    </>
  );
}

/** Title with its excerpt (or the start of the content), Status, Date, and edit and delete; a list on phones. */
export function PostsTable({ posts, onDelete }: Props) {
  const t = useT();
  return (
    <>
      <Table className="max-md:hidden">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{t("Title")}</TableHead>
            <TableHead>{t("Status")}</TableHead>
            <TableHead>{t("Date")}</TableHead>
            <TableHead className="text-end">{t("Actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {posts.map((post) => (
            <TableRow key={post.id}>
              <TableCell className="max-w-xl min-w-64">
                <Title post={post} />
              </TableCell>
              <TableCell>
                <Status post={post} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <PostDate post={post} />
              </TableCell>
              <TableCell>
                <Actions post={post} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul aria-label={t("Blog posts")} className="divide-y border-t md:hidden">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-2 px-4 py-3">
            <div>
              <Title post={post} />
            </div>
            <div className="flex items-center gap-3">
              <Status post={post} />
              <span className="flex-1 text-xs text-muted-foreground">
                <PostDate post={post} />
              </span>
              <Actions post={post} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
