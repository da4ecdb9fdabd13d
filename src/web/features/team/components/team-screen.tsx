import type { EventSummary } from "@/shared/event";
import { can } from "@/shared/roles";
import { TEAM_MESSAGES } from "@/shared/team";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useMe } from "@/web/lib/session";
import { useTeam } from "../api/get-team";
import { InvitationList } from "./invitation-list";
import { InviteDialog } from "./invite-dialog";
import { LeaveEvent } from "./leave-event";
import { MemberList } from "./member-list";

/** The current event's team: its people and open invitations; read-only without `team.manage`. */
export function TeamScreen({ summary }: { summary: EventSummary }) {
  const t = useT();
  if (!can(summary.role, "team.read")) {
    return (
      <Alert>
        <AlertDescription>{t(TEAM_MESSAGES.forbidden)}</AlertDescription>
      </Alert>
    );
  }
  return <TeamContent summary={summary} />;
}

function TeamContent({ summary }: { summary: EventSummary }) {
  const t = useT();
  const { event, role, creator } = summary;
  const team = useTeam(event.id);
  const me = useMe();
  const canManage = can(role, "team.manage");

  return (
    <>
      {canManage ? (
        <div>
          <InviteDialog eventId={event.id} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("Only the event's co-owners can invite people or change roles.")}
        </p>
      )}
      {team.isPending ? (
        <div role="status" aria-label={t("Loading the team")} className="flex flex-col gap-4">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : team.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t("Error loading the team")}</AlertTitle>
          <AlertDescription>{getErrorMessage(team.error)}</AlertDescription>
        </Alert>
      ) : (
        <>
          <MemberList
            eventId={event.id}
            members={team.data.members}
            meId={me.data?.id}
            canManage={canManage}
          />
          <InvitationList eventId={event.id} invitations={team.data.invitations} canManage={canManage} />
        </>
      )}
      {creator ? null : (
        <div>
          <LeaveEvent event={event} />
        </div>
      )}
    </>
  );
}
