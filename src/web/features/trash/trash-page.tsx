import { useLingui } from "@lingui/react";
import { Alert, Button, SegmentedControl, Skeleton, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { TRASH_KINDS, type TrashItem, type TrashKind } from "#shared/trash/undo.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { ScreenInLanguage } from "#web/components/screen-language.tsx";
import { StaffContainer } from "#web/components/staff-page.tsx";
import { ListTable } from "#web/components/table-state.tsx";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { trashAr } from "#web/i18n/messages/trash.ar.ts";
import { trashEn } from "#web/i18n/messages/trash.en.ts";
import { ApiError } from "#web/lib/api.ts";
import { formatTimestamp } from "#web/lib/format.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { useRestore, useTrash } from "./api.ts";

/** The screen's texts in both languages: admins read it in either (its own switch). */
export const handle: I18nHandle = { messages: { en: trashEn, ar: trashAr } };

/** `/trash`: staff only, never indexed. */
export const meta = () => staffPageMeta("Trash");

function TrashRow({ item }: { item: TrashItem }) {
  const { i18n } = useLingui();
  const restore = useRestore();
  const onRestore = () =>
    restore.mutate(
      { kind: item.kind, id: item.id },
      {
        onSuccess: () =>
          notifications.show({ color: "teal", message: i18n._("trash.restored", { name: item.label }) }),
        onError: (error) =>
          notifications.show({
            color: "red",
            message:
              error instanceof ApiError && error.fromServer ? error.message : i18n._("trash.restoreFailed"),
          }),
      },
    );
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {isolated(item.label)}
        </Text>
        {item.sublabel && (
          <Text size="xs" c="dimmed">
            {isolated(item.sublabel)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{isolated(item.deleted_by ?? i18n._("trash.unknownUser"))}</Table.Td>
      <Table.Td>{formatTimestamp(item.deleted_at, true)}</Table.Td>
      <Table.Td>{formatTimestamp(item.purge_after, false)}</Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          onClick={onRestore}
          loading={restore.isPending}
          aria-label={i18n._("trash.restoreLabel", { name: item.label })}
        >
          {i18n._("trash.restore")}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The table's columns, by their message keys (`trash.column.*`). */
const TRASH_COLUMNS = ["item", "deletedBy", "deletedAt", "purgeAfter", "actions"] as const;

function TrashScreen() {
  const { i18n } = useLingui();
  const [kind, setKind] = useState<TrashKind>("students");
  const { data, isPending, isError } = useTrash(kind);
  return (
    <Stack gap="lg">
      {data && <Text c="dimmed">{i18n._("trash.intro", { days: data.retention_days })}</Text>}
      <SegmentedControl
        aria-label={i18n._("trash.kind")}
        value={kind}
        onChange={(value) => setKind(value as TrashKind)}
        data={TRASH_KINDS.map((value) => ({ value, label: i18n._(`trash.kind.${value}`) }))}
      />
      {isError ? (
        <Alert color="red" role="alert">
          {i18n._("trash.loadFailed")}
        </Alert>
      ) : isPending ? (
        <Skeleton height={120} />
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{i18n._("trash.empty")}</Text>
      ) : (
        <ListTable
          label={i18n._("trash.title")}
          minWidth={720}
          columns={TRASH_COLUMNS.map((column) => i18n._(`trash.column.${column}`))}
        >
          {data.items.map((item) => (
            <TrashRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}

/**
 * The Trash `/trash` (docs/product.md §12 "Undo and restore", decision 0029), admin only: deleted
 * candidates, users, inquiries and messages with who deleted them and when, and until when they can
 * be restored; "Restore" brings one back (a 409 says why not, e.g. a live registration now has the
 * same national ID). English or Arabic by its own switch.
 */
export default function TrashPage() {
  return (
    <StaffContainer page="/trash" size="lg">
      <ScreenInLanguage handle={handle} title="trash.title" languageLabel="trash.language">
        <TrashScreen />
      </ScreenInLanguage>
    </StaffContainer>
  );
}
