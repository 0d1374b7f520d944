import { Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { User } from "#shared/access/users.ts";
import { PageHeading } from "#web/components/page-heading.tsx";
import { StaffContainer } from "#web/components/staff-page.tsx";
import { ListTable, TableState, type TableTexts } from "#web/components/table-state.tsx";
import { showUndoNotification } from "#web/components/undo-notification.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { useSession } from "#web/lib/session.ts";
import { useDeleteUser, useUsers } from "./api.ts";
import { refusalMessageOr, roleLabel, USERS_TEXT } from "./user-format.ts";
import { UserEditRow, UserViewRow } from "./user-rows.tsx";

/** `/users`: staff only, never indexed. */
export const meta = () => staffPageMeta("Users");

/**
 * The users table (docs/product.md §2 /users, §3 "User", §4 "User row"): one row per live user, in view state
 * or, for the one being edited, in edit state; after a save the row shows "Saved". Deleting goes
 * through a confirm dialog; a refusal shows the server's message under the row (e.g. one's own
 * account), any other failure 'Error deleting user. Please try again later.' (docs/product.md §8 "Users").
 */
function UsersTable({ users }: { users: readonly User[] }) {
  const session = useSession();
  const deleteUser = useDeleteUser();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<{ id: number; message: string } | null>(null);

  const edit = (id: number) => {
    setSavedId(null);
    setDeleteProblem(null);
    setEditingId(id);
  };

  const remove = (user: User) => {
    setSavedId(null);
    setDeleteProblem(null);
    modals.openConfirmModal({
      title: `Delete ${user.username}?`,
      children: (
        <Text size="sm">
          {user.username} ({roleLabel(user.role)}) will no longer be able to log in and leaves this list. The
          account's history is kept.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        deleteUser.mutate(user.id, {
          onSuccess: (answer) =>
            answer.undoToken
              ? showUndoNotification({
                  undoToken: answer.undoToken,
                  message: `${answer.message} (${user.username})`,
                })
              : notifications.show({
                  color: "teal",
                  title: "Users",
                  message: `${answer.message} (${user.username})`,
                }),
          onError: (error) =>
            setDeleteProblem({ id: user.id, message: refusalMessageOr(error, USERS_TEXT.deleteFailed) }),
        }),
    });
  };

  return (
    <ListTable
      label="Users"
      minWidth={880}
      columns={["Username", "Password", "Role", "Name", "Test center", "Actions"]}
    >
      {users.map((user) =>
        user.id === editingId ? (
          <UserEditRow
            key={user.id}
            user={user}
            onCancel={() => setEditingId(null)}
            onSaved={() => {
              setEditingId(null);
              setSavedId(user.id);
              notifications.show({
                color: "teal",
                title: "Users",
                message: "User updated successfully.",
              });
            }}
          />
        ) : (
          <UserViewRow
            key={user.id}
            user={user}
            isSelf={user.id === session?.claims.id}
            saved={user.id === savedId}
            problem={deleteProblem?.id === user.id ? deleteProblem.message : null}
            busy={editingId !== null || (deleteUser.isPending && deleteUser.variables === user.id)}
            onEdit={() => edit(user.id)}
            onDelete={() => remove(user)}
          />
        ),
      )}
    </ListTable>
  );
}

const USERS_TABLE: TableTexts = {
  failedTitle: "Could not load users",
  failed: USERS_TEXT.fetchFailed,
  loading: "Loading users",
  empty: "No users yet.",
};

/** The list with its loading, error ('Error fetching users. Please try again later.') and empty states. */
function UserList() {
  const query = useUsers();
  const { data } = query;

  // No overlay, as before: the list reloads after an edit or deletion in place.
  return (
    <TableState
      query={query}
      texts={USERS_TABLE}
      skeletonRows={4}
      empty={data?.length === 0}
      fetching={false}
    >
      {data && <UsersTable users={data} />}
    </TableState>
  );
}

/**
 * Users `/users` (docs/product.md §2 "Staff screens": list, edit row, delete; §3 "User"; §4 "User row"; §6:
 * admin only, others go to /; §8 "Users"), with a Register user button leading to `/registeruser`.
 */
export default function UsersPage() {
  return (
    <StaffContainer page="/users" size="lg">
      <Stack gap="md">
        <PageHeading
          title="Users"
          action={{ to: "/registeruser", icon: IconUserPlus, label: "Register user" }}
        >
          Staff accounts. Passwords are never shown; type a new one while editing to replace it.
        </PageHeading>
        <UserList />
      </Stack>
    </StaffContainer>
  );
}
