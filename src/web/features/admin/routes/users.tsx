import { useState } from "react";
import type { AdminUser } from "@/shared/admin";
import { SearchInput } from "@/web/components/form/search-input";
import { ListError } from "@/web/components/list-error";
import { Card } from "@/web/components/ui/card";
import { useT } from "@/web/lib/i18n";
import { useMe } from "@/web/lib/session";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useUsers } from "../api/users";
import { AddUserDialog } from "../components/add-user-dialog";
import { EditUserDialog } from "../components/edit-user-dialog";
import { ListEmpty, ListLoading } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { Pagination } from "../components/pagination";
import { UsersTable } from "../components/users-table";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Users"));
  const { data: me } = useMe();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const query = useDebouncedValue(search.trim());
  const users = useUsers(query, page);

  return (
    <>
      <PageHeader
        title={t("Users")}
        description={t("Manage user accounts and permissions")}
        actions={<AddUserDialog />}
      />
      <Card className="gap-4 py-4">
        <div className="px-4">
          <SearchInput
            placeholder={t("Search users...")}
            value={search}
            onValueChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            className="sm:max-w-sm"
          />
        </div>
        {users.isPending ? (
          <ListLoading>{t("Loading users...")}</ListLoading>
        ) : users.isError && !users.data ? (
          <div className="px-4">
            <ListError
              title={t("Could not load users")}
              error={users.error}
              onRetry={() => void users.refetch()}
            />
          </div>
        ) : users.data.users.length === 0 ? (
          <ListEmpty>{t("No users found.")}</ListEmpty>
        ) : (
          <div aria-busy={users.isPlaceholderData} className="aria-busy:opacity-60">
            <UsersTable users={users.data.users} onEdit={setEditing} />
          </div>
        )}
        {users.data ? (
          <Pagination
            className="px-4"
            page={page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPageChange={setPage}
            noun="users"
          />
        ) : null}
      </Card>
      {editing && me ? (
        <EditUserDialog user={editing} currentUserId={me.id} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
