import { GlobeIcon, LockIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import type { Event } from "@/shared/event";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { useUpdateShareSettings } from "../api/update-share-settings";

/** Event publication: Public or Private, saved as soon as it is switched. */
export function VisibilityCard({ event }: { event: Event }) {
  const t = useT();
  const editable = useCan("event.update");
  const id = useId();
  const update = useUpdateShareSettings();
  const published = update.isPending ? Boolean(update.variables?.changes.isPublished) : event.isPublished;
  const change = async (isPublished: boolean) => {
    try {
      await update.mutateAsync({ eventId: event.id, changes: { isPublished } });
      toast.success(isPublished ? t("Event Published") : t("Event Unpublished"));
    } catch {
      toast.error(t("Failed to update event visibility"));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("Visibility")}</CardTitle>
        <CardDescription>
          {published
            ? t("Public: anyone with the link can see your guest page.")
            : t("Private: only you can see your guest page, as a preview.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        {published ? (
          <GlobeIcon aria-hidden="true" className="size-5 text-success" />
        ) : (
          <LockIcon aria-hidden="true" className="size-5 text-muted-foreground" />
        )}
        <Switch
          id={id}
          checked={published}
          disabled={update.isPending || !editable}
          onCheckedChange={(next) => void change(next)}
        />
        <Label htmlFor={id} className="font-medium">
          {published ? t("Public") : t("Private")}
        </Label>
      </CardContent>
    </Card>
  );
}
