import { useLingui } from "@lingui/react";
import { Alert, Badge, Button, Drawer, Group, Select, Stack, Table, Tabs, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { type ReactNode, useState } from "react";
import type { CatalogueExam, DraftCatalogue } from "#shared/catalogue/catalogue.ts";
import { staffPageInLanguage, staffRoute } from "#web/components/staff-page.tsx";
import { ListTable } from "#web/components/table-state.tsx";
import type { MessageKey } from "#web/i18n/messages/catalog.ts";
import { catalogueAr } from "#web/i18n/messages/catalogue.ar.ts";
import { catalogueEn } from "#web/i18n/messages/catalogue.en.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useDraftCatalogue, useDraftWrite, usePublish, useUndo } from "./api.ts";
import {
  COURSE_FIELDS,
  EditForm,
  EXAM_FIELDS,
  type FieldSpec,
  PARTNER_FIELDS,
  PROGRAM_FIELDS,
  REGULATOR_FIELDS,
  SPECIALTY_FIELDS,
} from "./edit-form.tsx";
import { HistoryPanel } from "./history-panel.tsx";
import { queryStandIn } from "./query-state.tsx";
import { RegulatorPreview } from "./regulator-preview.tsx";

/** `/catalogue`: its texts in both languages (staff read it in either, its own switch); never indexed. */
export const { handle, meta } = staffRoute("Catalogue", { en: catalogueEn, ar: catalogueAr });

/** What the edit drawer shows: its title, fields, the row and where the save goes. */
interface Editing {
  title: string;
  fields: readonly FieldSpec[];
  initial: Record<string, unknown>;
  extra?: Record<string, unknown>;
  method: "POST" | "PUT";
  url: string;
}

/** An exam's body for `PUT /api/catalogue/exams/{id}` with `active` as given. */
const examBody = ({ id: _, specialty_id: _s, ...exam }: CatalogueExam, active: boolean) => ({
  ...exam,
  active,
});

/** A name in English with its Arabic (right to left) under it; `ar: null` shows the English alone. */
function Bilingual({ en, ar }: { en: string; ar: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{en}</Text>
      {ar !== null && (
        <Text size="sm" dir="rtl" lang="ar">
          {ar}
        </Text>
      )}
    </Stack>
  );
}

function CatalogueScreen() {
  const { i18n } = useLingui();
  const draft = useDraftCatalogue();
  const write = useDraftWrite();
  const undo = useUndo();
  const publish = usePublish();
  const canEdit = useCanCall("PUT /api/catalogue/exams/:id");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [regulatorId, setRegulatorId] = useState<string | null>(null);

  if (draft.isError || !draft.data) return queryStandIn(draft, i18n._("cat.title"), i18n._("cat.loadFailed"));
  const catalogue: DraftCatalogue = draft.data;
  const regulator =
    catalogue.regulators.find((r) => String(r.id) === regulatorId) ?? catalogue.regulators[0] ?? null;

  const open = (next: Editing) => {
    write.reset();
    setEditing(next);
  };
  const save = (body: Record<string, unknown>) => {
    if (!editing) return;
    write.mutate(
      { method: editing.method, url: editing.url, body },
      {
        onSuccess: () => {
          setEditing(null);
          notifications.show({ color: "teal", message: i18n._("cat.saved") });
        },
      },
    );
  };
  const confirmPublish = () =>
    modals.openConfirmModal({
      title: i18n._("cat.publishTitle"),
      children: <Text size="sm">{i18n._("cat.publishText")}</Text>,
      labels: { confirm: i18n._("cat.publish"), cancel: i18n._("cat.cancel") },
      onConfirm: () =>
        publish.mutate(undefined, {
          onSuccess: (answer) =>
            notifications.show({
              color: "teal",
              message: i18n._("cat.publishedNow", { version: answer.version }),
            }),
        }),
    });
  /** "Edit" of the row `initial`, named `label`: its fields in the drawer, saved with a PUT to `url`. */
  const editButton = (
    label: string,
    fields: readonly FieldSpec[],
    initial: Record<string, unknown>,
    url: string,
    extra?: Record<string, unknown>,
  ) =>
    canEdit && (
      <Button
        size="xs"
        variant="light"
        onClick={() =>
          open({ title: `${i18n._("cat.edit")}: ${label}`, fields, initial, extra, method: "PUT", url })
        }
        aria-label={`${i18n._("cat.edit")} ${label}`}
      >
        {i18n._("cat.edit")}
      </Button>
    );

  /** Column headings from their message keys, and the last column's (the row's "Edit"), unnamed. */
  const withEditColumn = (...keys: MessageKey[]) => [...keys.map((key) => i18n._(key)), ""];
  /** A table row: its React key, then its cells in column order. */
  const row = (key: number | string, ...cells: ReactNode[]) => (
    <Table.Tr key={key}>
      {cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
        <Table.Td key={i}>{cell}</Table.Td>
      ))}
    </Table.Tr>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Badge variant="light">{i18n._("cat.published", { version: catalogue.published_version })}</Badge>
          <Badge color={catalogue.unpublished_changes ? "orange" : "teal"} data-testid="draft-state">
            {i18n._(catalogue.unpublished_changes ? "cat.unpublished" : "cat.upToDate")}
          </Badge>
        </Group>
        {canEdit ? (
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!catalogue.undoable}
              loading={undo.isPending}
              onClick={() =>
                undo.mutate(undefined, {
                  onSuccess: () => notifications.show({ color: "teal", message: i18n._("cat.undone") }),
                })
              }
            >
              {i18n._("cat.undo")}
            </Button>
            <Button
              onClick={confirmPublish}
              loading={publish.isPending}
              disabled={!catalogue.unpublished_changes}
            >
              {i18n._("cat.publish")}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {i18n._("cat.readOnly")}
          </Text>
        )}
      </Group>
      {(undo.error || publish.error) && (
        <Alert color="red" role="alert">
          {(undo.error ?? publish.error)?.message}
        </Alert>
      )}

      <Tabs defaultValue="regulators" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="regulators">{i18n._("cat.tab.regulators")}</Tabs.Tab>
          <Tabs.Tab value="exams">{i18n._("cat.tab.exams")}</Tabs.Tab>
          <Tabs.Tab value="courses">{i18n._("cat.tab.courses")}</Tabs.Tab>
          <Tabs.Tab value="partners">{i18n._("cat.tab.partners")}</Tabs.Tab>
          <Tabs.Tab value="history">{i18n._("cat.tab.history")}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="regulators" pt="md">
          <ListTable
            minWidth={800}
            columns={withEditColumn("cat.code", "cat.name", "cat.priceRange", "cat.resultTime")}
          >
            {catalogue.regulators.map((r) =>
              row(
                r.id,
                r.code,
                <Bilingual key="name" en={r.name_en} ar={r.name_ar} />,
                `${r.price_low_usd} – ${r.price_high_usd}`,
                r.result_time_en,
                editButton(r.code, REGULATOR_FIELDS, r, `/api/catalogue/regulators/${r.id}`),
              ),
            )}
          </ListTable>
        </Tabs.Panel>

        <Tabs.Panel value="exams" pt="md">
          {regulator && (
            <Stack gap="md">
              <Group align="flex-end">
                <Select
                  label={i18n._("cat.regulator")}
                  data={catalogue.regulators.map((r) => ({
                    value: String(r.id),
                    label: `${r.code} · ${r.name_en}`,
                  }))}
                  value={String(regulator.id)}
                  onChange={setRegulatorId}
                  allowDeselect={false}
                  w={360}
                />
                {canEdit && (
                  <>
                    <Button
                      onClick={() =>
                        open({
                          title: i18n._("cat.addExam"),
                          fields: [
                            {
                              key: "specialty_id",
                              kind: "choice",
                              options: regulator.specialties.map((s) => ({
                                value: String(s.id),
                                label: `${s.name_en} · ${s.name_ar}`,
                              })),
                            },
                            ...EXAM_FIELDS,
                          ],
                          initial: { specialty_id: regulator.specialties[0]?.id ?? "" },
                          extra: { active: true },
                          method: "POST",
                          url: "/api/catalogue/exams",
                        })
                      }
                    >
                      {i18n._("cat.addExam")}
                    </Button>
                    <Button
                      variant="default"
                      onClick={() =>
                        open({
                          title: i18n._("cat.addSpecialty"),
                          fields: SPECIALTY_FIELDS,
                          initial: {},
                          extra: { regulator_id: regulator.id },
                          method: "POST",
                          url: "/api/catalogue/specialties",
                        })
                      }
                    >
                      {i18n._("cat.addSpecialty")}
                    </Button>
                  </>
                )}
              </Group>
              <ListTable
                minWidth={800}
                columns={withEditColumn("cat.specialty", "cat.exam", "cat.price", "cat.status")}
              >
                {regulator.specialties.flatMap((specialty) =>
                  specialty.exams.map((exam) =>
                    row(
                      exam.id,
                      specialty.name_en,
                      <Bilingual
                        key="n"
                        en={exam.name_en}
                        ar={exam.name_ar !== exam.name_en ? exam.name_ar : null}
                      />,
                      exam.price_usd ?? i18n._("cat.priceDefault"),
                      <Badge key="b" color={exam.active ? "teal" : "gray"}>
                        {i18n._(exam.active ? "cat.active" : "cat.retiredBadge")}
                      </Badge>,
                      canEdit && (
                        <Group gap="xs" key="a" wrap="nowrap">
                          {editButton(exam.name_en, EXAM_FIELDS, exam, `/api/catalogue/exams/${exam.id}`, {
                            active: exam.active,
                          })}
                          <Button
                            size="xs"
                            variant="subtle"
                            color={exam.active ? "red" : "teal"}
                            aria-label={`${i18n._(exam.active ? "cat.retire" : "cat.restore")} ${exam.name_en}`}
                            onClick={() =>
                              write.mutate({
                                method: "PUT",
                                url: `/api/catalogue/exams/${exam.id}`,
                                body: examBody(exam, !exam.active),
                              })
                            }
                          >
                            {i18n._(exam.active ? "cat.retire" : "cat.restore")}
                          </Button>
                        </Group>
                      ),
                    ),
                  ),
                )}
              </ListTable>
              <RegulatorPreview regulator={regulator} />
            </Stack>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="courses" pt="md">
          <ListTable
            minWidth={800}
            columns={withEditColumn("cat.program", "cat.course", "cat.price", "cat.hours", "cat.sessions")}
          >
            {catalogue.programs.flatMap((program) => [
              row(
                `p${program.id}`,
                <Text fw={700} size="sm" key="p">
                  {program.heading_en}
                </Text>,
                <Text size="sm" dir="rtl" lang="ar" key="a">
                  {program.heading_ar}
                </Text>,
                "",
                "",
                "",
                editButton(
                  program.heading_en,
                  PROGRAM_FIELDS,
                  program,
                  `/api/catalogue/programs/${program.id}`,
                ),
              ),
              ...program.courses.map((course) =>
                row(
                  course.id,
                  course.code,
                  <Bilingual key="t" en={course.title_en} ar={course.title_ar} />,
                  course.price_usd,
                  course.hours,
                  course.sessions,
                  editButton(course.code, COURSE_FIELDS, course, `/api/catalogue/courses/${course.id}`),
                ),
              ),
            ])}
          </ListTable>
        </Tabs.Panel>

        <Tabs.Panel value="partners" pt="md">
          <ListTable minWidth={600} columns={withEditColumn("cat.partner", "cat.link")}>
            {catalogue.partners.map((partner) =>
              row(
                partner.id,
                <Bilingual key="n" en={partner.name_en} ar={partner.name_ar} />,
                partner.url,
                editButton(partner.name_en, PARTNER_FIELDS, partner, `/api/catalogue/partners/${partner.id}`),
              ),
            )}
          </ListTable>
        </Tabs.Panel>

        <Tabs.Panel value="history" pt="md">
          <HistoryPanel />
        </Tabs.Panel>
      </Tabs>

      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.title}
        position="right"
        size="xl"
      >
        {editing && (
          <EditForm
            key={editing.url + JSON.stringify(editing.initial)}
            fields={editing.fields}
            initial={editing.initial}
            extra={editing.extra}
            onSubmit={save}
            pending={write.isPending}
            error={write.error}
          />
        )}
      </Drawer>
    </Stack>
  );
}

/** The screen with its language switch (English or Arabic texts; the data shows both). */
export default staffPageInLanguage(
  "/catalogue",
  { handle, title: "cat.title", languageLabel: "cat.language" },
  CatalogueScreen,
);
