import { toast } from "sonner";
import type { AdminPostSummary } from "@/shared/blog";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useDeletePost } from "../api/posts";

/** Asks before a post is deleted for good. */
export function DeletePostDialog({ post, onClose }: { post: AdminPostSummary; onClose: () => void }) {
  const t = useT();
  const remove = useDeletePost();
  const confirm = async () => {
    try {
      await remove.mutateAsync(post.id);
      toast.success(t("Post deleted"), { description: post.title });
      onClose();
    } catch (error) {
      console.error("Failed to delete blog post", error);
      toast.error(t("Failed to delete post"), { description: getErrorMessage(error) });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Delete this post?")}</DialogTitle>
          <DialogDescription>
            {post.published
              ? t("“{title}” will be deleted for good and removed from the blog.", { title: post.title })
              : t("“{title}” will be deleted for good.", { title: post.title })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? t("Deleting...") : t("Delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
