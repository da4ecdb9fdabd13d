import { ExternalLinkIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { type AdminPost, BLOG_LIMITS, blogPostInputSchema, slugify, toSlugChars } from "@/shared/blog";
import { fieldErrors } from "@/shared/field-errors";
import { TextAreaField, TextField } from "@/web/components/form/form-field";
import { UnsavedChangesGuard } from "@/web/components/form/unsaved-changes-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { ImageUpload } from "@/web/components/upload/image-upload";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { Trans, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useSavePost } from "../api/posts";
import { MarkdownEditor } from "./markdown-editor";
import { EMPTY_POST, fromPost, type PostValues, toInput } from "./post-values";

/** The new and edit screens' form: Title, Slug (from the title until edited), Excerpt, Content with a live
 * preview, cover image, Published; Save Post creates or updates, Cancel goes back to the list. */
export function PostForm({ post }: { post?: AdminPost }) {
  const t = useT();
  // The schema's messages are English ids; the server's come translated and pass unchanged.
  const shown = (message?: string) => (message ? t(message) : undefined);
  const navigate = useNavigate();
  const save = useSavePost();
  const [saved, setSaved] = useState<PostValues>(() => (post ? fromPost(post) : EMPTY_POST));
  const [values, setValues] = useState<PostValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new post's slug follows its title until the admin types one; an existing post keeps its address.
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [done, setDone] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (patch: Partial<PostValues>) => setValues((current) => ({ ...current, ...patch }));

  // Leaves once the saved values are the baseline, so the unsaved-changes guard lets the list open.
  useEffect(() => {
    if (done) navigate(paths.admin.blog);
  }, [done, navigate]);

  const submit = async () => {
    const input = toInput({ ...values, slug: slugify(values.slug) });
    const checked = blogPostInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    try {
      const result = await save.mutateAsync({ postId: post?.id, post: input });
      toast.success(post ? t("Post saved") : t("Post created"), {
        description: result.published ? t("It is live on the blog.") : t("Saved as a draft."),
      });
      setSaved(values);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t("Error"), { description: getErrorMessage(error, t("Failed to save post")) });
    }
  };

  return (
    <form
      noValidate
      className="grid gap-6 lg:grid-cols-[1fr_20rem]"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <UnsavedChangesGuard
        dirty={dirty && !done}
        description={t("Your changes to this post have not been saved.")}
      />
      <Card className="lg:self-start">
        <CardContent className="flex flex-col gap-5">
          <TextField
            id="post-title"
            dir="auto"
            label={t("Title")}
            maxLength={BLOG_LIMITS.title}
            value={values.title}
            error={shown(errors.title)}
            onChange={(event) =>
              set({ title: event.target.value, ...(slugEdited ? {} : { slug: slugify(event.target.value) }) })
            }
          />
          <TextField
            id="post-slug"
            dir="ltr"
            label={t("Slug")}
            maxLength={BLOG_LIMITS.slug}
            value={values.slug}
            error={shown(errors.slug)}
            hint={
              // The address reads left to right in every language.
              <Trans
                id="The post's address: <0>/blog/{slug}</0>"
                values={{ slug: values.slug || "your-post" }}
                components={{ 0: <span dir="ltr" /> }}
              />
            }
            onChange={(event) => {
              setSlugEdited(true);
              set({ slug: toSlugChars(event.target.value) });
            }}
            onBlur={() => set({ slug: slugify(values.slug) })}
          />
          <TextAreaField
            id="post-excerpt"
            dir="auto"
            label={t("Excerpt")}
            rows={3}
            maxLength={BLOG_LIMITS.excerpt}
            value={values.excerpt}
            error={shown(errors.excerpt)}
            hint={t("Shown on the blog's cards. Leave it empty to use the start of the post.")}
            onChange={(event) => set({ excerpt: event.target.value })}
          />
        </CardContent>
      </Card>
      <Card className="lg:col-span-2 lg:row-start-2">
        <CardContent>
          <MarkdownEditor
            value={values.content}
            onChange={(content) => set({ content })}
            error={shown(errors.content)}
          />
        </CardContent>
      </Card>
      <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              {t("Publishing")}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="flex items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <Label htmlFor="post-published">{t("Published")}</Label>
                <p id="post-published-hint" className="text-xs text-muted-foreground">
                  {values.published
                    ? t("Everyone can read it on the blog.")
                    : t("A draft: only admins see it.")}
                </p>
              </div>
              <Switch
                id="post-published"
                aria-describedby="post-published-hint"
                checked={values.published}
                onCheckedChange={(published) => set({ published })}
              />
            </div>
            {post?.published ? (
              <Link
                to={paths.blogPost(post.slug)}
                target="_blank"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-lavender-700 hover:underline"
              >
                {t("View on the blog")} <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
              </Link>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t("Saving...") : t("Save Post")}
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.admin.blog}>{t("Cancel")}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              {t("Cover image")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ImageUpload
              folder="blog"
              label={t("Upload cover")}
              previewUrl={values.coverImageUrl}
              onUploaded={(result) => set({ coverImagePath: result.path, coverImageUrl: result.url })}
              onClear={() => set({ coverImagePath: null, coverImageUrl: null })}
            />
            {errors.coverImagePath ? (
              <p className="mt-2 text-sm text-destructive">{t(errors.coverImagePath)}</p>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </form>
  );
}
