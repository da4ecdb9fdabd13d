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
import { useDeletePost } from "../api/posts";

/** Asks before a post is deleted for good. */
export function DeletePostDialog({ post, onClose }: { post: AdminPostSummary; onClose: () => void }) {
  const remove = useDeletePost();
  const confirm = async () => {
    try {
      await remove.mutateAsync(post.id);
      toast.success("Post deleted", { description: post.title });
      onClose();
    } catch (error) {
      console.error("Failed to delete blog post", error);
      toast.error("Failed to delete post", { description: getErrorMessage(error) });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>
            “{post.title}” will be deleted for good{post.published ? " and removed from the blog" : ""}.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
