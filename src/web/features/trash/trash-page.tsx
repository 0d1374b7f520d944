import { type I18n, setupI18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { TRASH_KINDS, type TrashItem, type TrashKind } from "#shared/trash/undo.ts";
import { pageTitle } from "#web/brand.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { RequireRole } from "#web/components/require-role.tsx";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { trashAr } from "#web/i18n/messages/trash.ar.ts";
import { trashEn } from "#web/i18n/messages/trash.en.ts";
import { ApiError } from "#web/lib/api.ts";
import { formatTimestamp } from "#web/lib/format.ts";
import { useRestore, useTrash } from "./api.ts";

/** The screen's texts in both languages: admins read it in either (its own switch). */
export const handle: I18nHandle = { messages: { en: trashEn, ar: trashAr } };

/** `/trash`: staff only, never indexed. */
export function meta() {
  return [{ title: pageTitle("Trash") }, { name: "robots", content: "noindex" }];
}

type ScreenLocale = "en" | "ar";
const i18ns = new Map<ScreenLocale, I18n>();
function screenI18n(locale: ScreenLocale): I18n {
  let i18n = i18ns.get(locale);
  if (!i18n) {
    i18n = setupI18n({
      locale,
      locales: locale === "ar" ? "ar-SA" : "en-GB",
      messages: { [locale]: handle.messages[locale] ?? {} },
    });
    i18ns.set(locale, i18n);
  }
  return i18n;
}

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

function TrashScreen({ locale, onLocale }: { locale: ScreenLocale; onLocale: (l: ScreenLocale) => void }) {
  const { i18n } = useLingui();
  const [kind, setKind] = useState<TrashKind>("students");
  const { data, isPending, isError } = useTrash(kind);
  return (
    <Stack gap="lg" dir={locale === "ar" ? "rtl" : "ltr"} lang={locale}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{i18n._("trash.title")}</Title>
        <SegmentedControl
          aria-label={i18n._("trash.language")}
          value={locale}
          onChange={(value) => onLocale(value as ScreenLocale)}
          data={[
            { value: "en", label: "English" },
            { value: "ar", label: "العربية" },
          ]}
        />
      </Group>
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
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={i18n._("trash.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{i18n._("trash.column.item")}</Table.Th>
                <Table.Th>{i18n._("trash.column.deletedBy")}</Table.Th>
                <Table.Th>{i18n._("trash.column.deletedAt")}</Table.Th>
                <Table.Th>{i18n._("trash.column.purgeAfter")}</Table.Th>
                <Table.Th>{i18n._("trash.column.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <TrashRow key={`${item.kind}-${item.id}`} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
  const [locale, setLocale] = useState<ScreenLocale>("en");
  return (
    <RequireRole page="/trash">
      <I18nProvider i18n={screenI18n(locale)}>
        <Container size="lg" py="xl">
          <TrashScreen locale={locale} onLocale={setLocale} />
        </Container>
      </I18nProvider>
    </RequireRole>
  );
}
