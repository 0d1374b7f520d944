import { Alert, Badge, Button, Group, PasswordInput, Select, Table, Text, TextInput } from "@mantine/core";
import { IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import type { User } from "#shared/access/users.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { EMPTY_VALUE } from "#web/lib/format.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { useUpdateUser } from "./api.ts";
import { TestCenterSelect } from "./test-center-select.tsx";
import {
  EDIT_FORM_FIELDS,
  editValuesOf,
  hasName,
  needsTestCenter,
  REGISTER_ROLES,
  toUpdateBody,
  validateEditForm,
} from "./user-form.ts";
import {
  MASKED_PASSWORD,
  refusalMessageOr,
  roleColor,
  roleLabel,
  roleOptions,
  USERS_TEXT,
} from "./user-format.ts";

/** Columns of the users table (docs/product.md §3 "User"): username, password, role, Name, test center, actions. */
export const USER_COLUMN_COUNT = 6;

const ROLE_OPTIONS = roleOptions(REGISTER_ROLES);

/** A full-width line under a row: the row's error, announced as an alert. */
function RowProblem({ message }: { message: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={USER_COLUMN_COUNT} pt={0}>
        <Alert color="red" variant="light" p="xs" role="alert">
          {message}
        </Alert>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A row of the users table: its cells, the action buttons in the last cell, and the row's error
 * (a refused save or delete) on a full-width line under it.
 */
function UserRow({
  label,
  actions,
  problem,
  children,
}: {
  /** Accessible name of the row (the edit row's "Editing …"). */
  label?: string;
  actions: ReactNode;
  problem: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <Table.Tr aria-label={label}>
        {children}
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Table.Td>
      </Table.Tr>
      {problem && <RowProblem message={problem} />}
    </>
  );
}

export interface UserViewRowProps {
  user: User;
  /** The signed-in admin's own row: it cannot be deleted (the server refuses it, 409). */
  isSelf: boolean;
  /** Just saved: the row says so until another row is edited (docs/product.md §4 "User row": view, edit, saved). */
  saved: boolean;
  /** The last deletion's failure for this user, if any. */
  problem: string | null;
  /** Another row is being edited or deleted: this one waits. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A user row in view state (docs/product.md §2 /users, §3 "User"): username, the fixed password mask (the
 * server never sends one), role badge, Name (schoolmoderator), test center name (test_center), and
 * Edit and Delete buttons named after the user.
 */
export function UserViewRow({ user, isSelf, saved, problem, busy, onEdit, onDelete }: UserViewRowProps) {
  return (
    <UserRow
      problem={problem}
      actions={
        <>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={onEdit}
            disabled={busy}
            aria-label={`Edit ${user.username}`}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
            disabled={busy || isSelf}
            title={isSelf ? "You cannot delete your own account." : undefined}
            aria-label={`Delete ${user.username}`}
          >
            Delete
          </Button>
        </>
      }
    >
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {isolated(user.username)}
          </Text>
          {isSelf && (
            <Badge size="xs" variant="outline" color="gray">
              You
            </Badge>
          )}
          {saved && (
            <Badge
              size="xs"
              color="green"
              variant="light"
              leftSection={<IconCheck size={12} aria-hidden="true" />}
              role="status"
            >
              Saved
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" aria-label="Password hidden">
          {MASKED_PASSWORD}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={roleColor(user.role)} variant="light">
          {roleLabel(user.role)}
        </Badge>
      </Table.Td>
      <Table.Td>{hasName(user.role) ? isolated(user.Name ?? EMPTY_VALUE) : EMPTY_VALUE}</Table.Td>
      <Table.Td>
        {needsTestCenter(user.role) ? isolated(user.testCenterName ?? EMPTY_VALUE) : EMPTY_VALUE}
      </Table.Td>
    </UserRow>
  );
}

export interface UserEditRowProps {
  user: User;
  /** Called after a successful save (the row then shows "Saved"). */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A user row in edit state (docs/product.md §4 "User row", §5 "User edit"): username, a "New password" left
 * empty to keep the current one, role (the five roles), the test center (only for test_center) and
 * Name (only for schoolmoderator), checked with the server's `updateUserBodySchema`. Save sends
 * `PUT /api/users/{id}`; a refusal shows the server's message under its field and in the row, any
 * other failure 'Error updating user. Please try again later.' (docs/product.md §8 "Users").
 */
export function UserEditRow({ user, onSaved, onCancel }: UserEditRowProps) {
  const updateUser = useUpdateUser();
  const {
    form,
    failure: problem,
    onSubmit,
  } = useStaffForm({
    initialValues: editValuesOf(user),
    validate: validateEditForm,
    fields: EDIT_FORM_FIELDS,
    failureMessage: (error) => refusalMessageOr(error, USERS_TEXT.updateFailed),
  });

  const save = onSubmit(async (values) => {
    await updateUser.mutateAsync({ id: user.id, body: toUpdateBody(values) });
    onSaved();
  });

  // Keyboard users land in the row they opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the row turns into inputs.
  useEffect(() => {
    form.getInputNode("username")?.focus();
  }, []);

  const role = form.values.role;
  const busy = form.submitting || updateUser.isPending;
  const formId = `edit-user-${user.id}`;
  /** Props of a text input of the row: small, named for screen readers, tied to the row's form. */
  const textCell = (field: "username" | "password" | "Name", label: string) => ({
    "aria-label": label,
    size: "xs" as const,
    form: formId,
    ...form.getInputProps(field),
  });

  return (
    <UserRow
      label={`Editing ${user.username}`}
      problem={problem}
      actions={
        <>
          <Button
            type="submit"
            form={formId}
            size="compact-sm"
            loading={busy}
            leftSection={<IconCheck size={16} aria-hidden="true" />}
          >
            Save
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            onClick={onCancel}
            disabled={busy}
            leftSection={<IconX size={16} aria-hidden="true" />}
          >
            Cancel
          </Button>
        </>
      }
    >
      <Table.Td>
        {/* The row's inputs belong to this form through their `form` attribute (a form cannot wrap a row). */}
        <form id={formId} onSubmit={save} noValidate aria-label={`Edit ${user.username}`} />
        <TextInput
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          {...textCell("username", "Username")}
        />
      </Table.Td>
      <Table.Td>
        <PasswordInput
          description="Empty keeps the current one"
          autoComplete="new-password"
          maxLength={200}
          visibilityToggleButtonProps={{ "aria-label": "Show or hide the new password" }}
          {...textCell("password", "New password")}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label="Role"
          size="xs"
          data={ROLE_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("role")}
        />
      </Table.Td>
      <Table.Td>
        {hasName(role) ? (
          <TextInput autoComplete="off" maxLength={100} {...textCell("Name", "Name")} />
        ) : (
          EMPTY_VALUE
        )}
      </Table.Td>
      <Table.Td>
        {needsTestCenter(role) ? (
          <TestCenterSelect aria-label="Test center" size="xs" {...form.getInputProps("testCenterId")} />
        ) : (
          EMPTY_VALUE
        )}
      </Table.Td>
    </UserRow>
  );
}
