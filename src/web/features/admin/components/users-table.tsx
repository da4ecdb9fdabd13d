import { PencilIcon } from "lucide-react";
import type { AdminUser } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { formatDateTime } from "@/web/lib/format-date";

function RoleBadges({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.isAdmin ? <Badge>admin</Badge> : <Badge variant="secondary">user</Badge>}
      {user.banned ? <Badge variant="destructive">banned</Badge> : null}
    </div>
  );
}

const lastSignIn = (user: AdminUser) => (user.lastSignInAt ? formatDateTime(user.lastSignInAt) : "Never");

function EditButton({ user, onEdit }: { user: AdminUser; onEdit: (user: AdminUser) => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={() => onEdit(user)} aria-label={`Edit ${user.email}`}>
      <PencilIcon aria-hidden="true" /> Edit
    </Button>
  );
}

/** Email, Role (admins stand out), Created At, Last Sign In ('Never' when empty), Actions. Long e-mails wrap,
 * never cut; phones get the same facts as a list, so nothing hides off the right edge. */
export function UsersTable({ users, onEdit }: { users: AdminUser[]; onEdit: (user: AdminUser) => void }) {
  return (
    <>
      <Table className="max-md:hidden">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Created At</TableHead>
            <TableHead>Last Sign In</TableHead>
            <TableHead className="text-right">Actions</TableHead>
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
                {formatDateTime(user.createdAt)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{lastSignIn(user)}</TableCell>
              <TableCell className="text-right">
                <EditButton user={user} onEdit={onEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul aria-label="Users" className="divide-y border-t md:hidden">
        {users.map((user) => (
          <li key={user.id} className="flex items-start gap-3 px-4 py-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-medium wrap-anywhere">{user.email}</span>
              {user.name ? (
                <span className="text-xs wrap-anywhere text-muted-foreground">{user.name}</span>
              ) : null}
              <RoleBadges user={user} />
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
                <dt>Created At</dt>
                <dd>{formatDateTime(user.createdAt)}</dd>
                <dt>Last Sign In</dt>
                <dd>{lastSignIn(user)}</dd>
              </dl>
            </div>
            <EditButton user={user} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    </>
  );
}
