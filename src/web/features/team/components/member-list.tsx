import { useState } from "react";
import { toast } from "sonner";
import type { TeamMember } from "@/shared/team";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useRemoveMember } from "../api/remove-member";
import { MemberRow } from "./member-row";

/** The event's people. Only someone who manages the team sees controls, and never on the creator or on
 * themselves (they leave instead). */
export function MemberList({
  eventId,
  members,
  meId,
  canManage,
}: {
  eventId: string;
  members: TeamMember[];
  meId: string | undefined;
  canManage: boolean;
}) {
  const t = useT();
  const remove = useRemoveMember(eventId);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.userId);
      toast.success(t("Removed from the team"), {
        description: t("{name} no longer has access to this event.", { name: removing.name }),
      });
      setRemoving(null);
    } catch (error) {
      toast.error(t("Error removing from the team"), { description: getErrorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("People")}</CardTitle>
        <CardDescription>
          {t("{count, plural, one {# person works} other {# people work}} on this event.", {
            count: members.length,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={t("People")} className="flex flex-col divide-y">
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              eventId={eventId}
              member={member}
              you={member.userId === meId}
              editable={canManage && !member.creator && member.userId !== meId}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t("Remove {name} from the team?", { name: removing?.name ?? "" })}
        description={t("They lose access to this event at once. You can invite them again later.")}
        confirmLabel={remove.isPending ? t("Removing…") : t("Remove")}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </Card>
  );
}
