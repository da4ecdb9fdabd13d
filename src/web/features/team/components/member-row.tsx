import { UserMinusIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { INVITABLE_ROLES, ROLE_NAMES, type Role } from "@/shared/roles";
import type { TeamMember } from "@/shared/team";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/native-select";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useChangeRole } from "../api/change-role";

/** One person of the team: name, address, role. Someone who manages the team changes the role in place and
 * may take the person off the team; the creator's role stays (they pay for the event). */
export function MemberRow({
  eventId,
  member,
  you,
  editable,
  onRemove,
}: {
  eventId: string;
  member: TeamMember;
  you: boolean;
  editable: boolean;
  onRemove: (member: TeamMember) => void;
}) {
  const t = useT();
  const selectId = useId();
  const change = useChangeRole(eventId);
  const roleName = t(ROLE_NAMES[member.role]);

  const onRoleChange = async (role: Role) => {
    try {
      await change.mutateAsync({ userId: member.userId, role });
      toast.success(t("Role changed"), {
        description: t("{name} is now {role}.", { name: member.name, role: t(ROLE_NAMES[role]) }),
      });
    } catch (error) {
      toast.error(t("Error changing the role"), { description: getErrorMessage(error) });
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="flex min-w-0 flex-1 basis-56 flex-col">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium" dir="auto">
            {member.name}
          </span>
          {member.creator ? <Badge variant="secondary">{t("Creator")}</Badge> : null}
          {you ? <Badge variant="outline">{t("You")}</Badge> : null}
        </span>
        <span className="self-start text-sm break-all text-muted-foreground" dir="ltr">
          {member.email}
        </span>
      </div>
      {editable ? (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {t("Role of {name}", { name: member.name })}
          </label>
          <NativeSelect
            id={selectId}
            className="w-44"
            value={member.role}
            disabled={change.isPending}
            onChange={(event) => void onRoleChange(event.target.value as Role)}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_NAMES[role])}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("Remove {name} from the team", { name: member.name })}
            title={t("Remove from the team")}
            onClick={() => onRemove(member)}
          >
            <UserMinusIcon aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <span className="text-sm text-muted-foreground">{roleName}</span>
      )}
    </li>
  );
}
