/**
 * The catalogue's history (docs/product.md §13 "The catalogue"): every change of the draft with who,
 * when, which row and the fields it changed (old → new), undone ones marked; and the publications.
 */
import { useLingui } from "@lingui/react";
import { Badge, Stack, Table, Text, Title } from "@mantine/core";
import type { CatalogueRevision } from "#shared/catalogue/catalogue.ts";
import { ListTable } from "#web/components/table-state.tsx";
import { useCatalogueHistory } from "./api.ts";
import { queryStandIn } from "./query-state.tsx";

const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The fields a revision changed, `field: old → new` (created: its name). */
export function changedFields(revision: Pick<CatalogueRevision, "before" | "after">): string[] {
  const before = (revision.before ?? {}) as Record<string, unknown>;
  const after = (revision.after ?? {}) as Record<string, unknown>;
  if (!revision.before) return [shown(after.name_en ?? after.title_en ?? after.code ?? "")];
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
}

export function HistoryPanel() {
  const { i18n } = useLingui();
  const history = useCatalogueHistory();
  if (history.isError || !history.data)
    return queryStandIn(history, i18n._("cat.tab.history"), i18n._("cat.loadFailed"));
  return (
    <Stack gap="md">
      <ListTable
        label={i18n._("cat.tab.history")}
        minWidth={800}
        columns={[i18n._("cat.when"), i18n._("cat.who"), i18n._("cat.what"), i18n._("cat.changes")]}
      >
        {history.data.revisions.map((revision) => (
          <Table.Tr key={revision.id}>
            <Table.Td>{new Date(revision.created_at).toLocaleString("en-GB")}</Table.Td>
            <Table.Td>{revision.created_by_username}</Table.Td>
            <Table.Td>
              {revision.entity} #{revision.entity_id} · {revision.action}{" "}
              {revision.undone_by !== null && <Badge color="gray">{i18n._("cat.undoneBadge")}</Badge>}
            </Table.Td>
            <Table.Td>
              {changedFields(revision).map((line) => (
                <Text key={line} size="xs" style={{ overflowWrap: "anywhere" }}>
                  {line}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Title order={2} size="h4">
        {i18n._("cat.publications")}
      </Title>
      <Table striped>
        <Table.Tbody>
          {history.data.publications.map((publication) => (
            <Table.Tr key={publication.version}>
              <Table.Td>{i18n._("cat.published", { version: publication.version })}</Table.Td>
              <Table.Td>{new Date(publication.published_at).toLocaleString("en-GB")}</Table.Td>
              <Table.Td>{publication.published_by_username}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
