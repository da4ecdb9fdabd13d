import { PencilIcon } from "lucide-react";
import type { AdminUser } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useT } from "@/web/lib/i18n";
import { useFormats } from "../lib/use-formats";

function RoleBadges({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-1">
      {user.isAdmin ? <Badge>{t("admin")}</Badge> : <Badge variant="secondary">{t("user")}</Badge>}
      {user.banned ? <Badge variant="destructive">{t("banned")}</Badge> : null}
    </div>
  );
}

/** When the user last signed in, or 'Never'. */
function LastSignIn({ user }: { user: AdminUser }) {
  const t = useT();
  const { dateTime } = useFormats();
  return <>{user.lastSignInAt ? dateTime(user.lastSignInAt) : t("Never")}</>;
}

function EditButton({ user, onEdit }: { user: AdminUser; onEdit: (user: AdminUser) => void }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => onEdit(user)}
      aria-label={t("Edit {email}", { email: user.email })}
    >
      <PencilIcon aria-hidden="true" /> {t("Edit")}
    </Button>
  );
}

/** Email, Role (admins stand out), Created At, Last Sign In ('Never' when empty), Actions. Long e-mails wrap,
 * never cut; phones get the same facts as a list, so nothing hides off the right edge. */
export function UsersTable({ users, onEdit }: { users: AdminUser[]; onEdit: (user: AdminUser) => void }) {
  const t = useT();
  const { dateTime } = useFormats();
  return (
    <>
      <Table className="max-md:hidden">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{t("Email")}</TableHead>
            <TableHead>{t("Role")}</TableHead>
            <TableHead>{t("Created At")}</TableHead>
            <TableHead>{t("Last Sign In")}</TableHead>
            <TableHead className="text-end">{t("Actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="min-w-48">
                <div className="flex flex-col">
                  <span className="font-medium wrap-anywhere">{user.email}</span>
                  <span className="text-xs wrap-anywhere text-muted-foreground">{user.name}</span>
                </div>
              </TableCell>
              <TableCell>
                <RoleBadges user={user} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {dateTime(user.createdAt)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <LastSignIn user={user} />
              </TableCell>
              <TableCell className="text-end">
                <EditButton user={user} onEdit={onEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul aria-label={t("Users")} className="divide-y border-t md:hidden">
        {users.map((user) => (
          <li key={user.id} className="flex items-start gap-3 px-4 py-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-medium wrap-anywhere">{user.email}</span>
              {user.name ? (
                <span className="text-xs wrap-anywhere text-muted-foreground">{user.name}</span>
              ) : null}
              <RoleBadges user={user} />
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
                <dt>{t("Created At")}</dt>
                <dd>{dateTime(user.createdAt)}</dd>
                <dt>{t("Last Sign In")}</dt>
                <dd>
                  <LastSignIn user={user} />
                </dd>
              </dl>
            </div>
            <EditButton user={user} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    </>
  );
}
