import { useLingui } from "@lingui/react";
import { Alert, Badge, Button, Drawer, Group, Loader, Select, Stack, Table, Tabs, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { type ReactNode, useState } from "react";
import type { CatalogueExam, DraftCatalogue } from "#shared/catalogue/catalogue.ts";
import { ScreenInLanguage } from "#web/components/screen-language.tsx";
import { StaffScreen } from "#web/components/staff-page.tsx";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { catalogueAr } from "#web/i18n/messages/catalogue.ar.ts";
import { catalogueEn } from "#web/i18n/messages/catalogue.en.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
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
import { RegulatorPreview } from "./regulator-preview.tsx";

/** The screen's texts in both languages: staff read it in either (its own switch). */
export const handle: I18nHandle = { messages: { en: catalogueEn, ar: catalogueAr } };

/** `/catalogue`: staff only, never indexed. */
export const meta = () => staffPageMeta("Catalogue");

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

function CatalogueScreen() {
  const { i18n } = useLingui();
  const draft = useDraftCatalogue();
  const write = useDraftWrite();
  const undo = useUndo();
  const publish = usePublish();
  const canEdit = useCanCall("PUT /api/catalogue/exams/:id");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [regulatorId, setRegulatorId] = useState<string | null>(null);

  if (draft.isPending) return <Loader aria-label={i18n._("cat.title")} />;
  if (draft.isError || !draft.data)
    return (
      <Alert color="red" role="alert">
        {i18n._("cat.loadFailed")}
      </Alert>
    );
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
  const editButton = (label: string, next: Editing) =>
    canEdit && (
      <Button
        size="xs"
        variant="light"
        onClick={() => open(next)}
        aria-label={`${i18n._("cat.edit")} ${label}`}
      >
        {i18n._("cat.edit")}
      </Button>
    );

  const row = (cells: ReactNode[], key: number | string) => (
    <Table.Tr key={key}>
      {cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
        <Table.Td key={i}>{cell}</Table.Td>
      ))}
    </Table.Tr>
  );
  const head = (...labels: string[]) => (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
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
          <Table.ScrollContainer minWidth={800}>
            <Table striped>
              {head(
                i18n._("cat.code"),
                i18n._("cat.name"),
                i18n._("cat.priceRange"),
                i18n._("cat.resultTime"),
                "",
              )}
              <Table.Tbody>
                {catalogue.regulators.map((r) =>
                  row(
                    [
                      r.code,
                      <Stack gap={0} key="name">
                        <Text size="sm">{r.name_en}</Text>
                        <Text size="sm" dir="rtl" lang="ar">
                          {r.name_ar}
                        </Text>
                      </Stack>,
                      `${r.price_low_usd} – ${r.price_high_usd}`,
                      r.result_time_en,
                      editButton(r.code, {
                        title: `${i18n._("cat.edit")}: ${r.code}`,
                        fields: REGULATOR_FIELDS,
                        initial: r,
                        method: "PUT",
                        url: `/api/catalogue/regulators/${r.id}`,
                      }),
                    ],
                    r.id,
                  ),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
              <Table.ScrollContainer minWidth={800}>
                <Table striped>
                  {head(
                    i18n._("cat.specialty"),
                    i18n._("cat.exam"),
                    i18n._("cat.price"),
                    i18n._("cat.status"),
                    "",
                  )}
                  <Table.Tbody>
                    {regulator.specialties.flatMap((specialty) =>
                      specialty.exams.map((exam) =>
                        row(
                          [
                            specialty.name_en,
                            <Stack gap={0} key="n">
                              <Text size="sm">{exam.name_en}</Text>
                              {exam.name_ar !== exam.name_en && (
                                <Text size="sm" dir="rtl" lang="ar">
                                  {exam.name_ar}
                                </Text>
                              )}
                            </Stack>,
                            exam.price_usd ?? i18n._("cat.priceDefault"),
                            <Badge key="b" color={exam.active ? "teal" : "gray"}>
                              {i18n._(exam.active ? "cat.active" : "cat.retiredBadge")}
                            </Badge>,
                            canEdit && (
                              <Group gap="xs" key="a" wrap="nowrap">
                                {editButton(exam.name_en, {
                                  title: `${i18n._("cat.edit")}: ${exam.name_en}`,
                                  fields: EXAM_FIELDS,
                                  initial: exam,
                                  extra: { active: exam.active },
                                  method: "PUT",
                                  url: `/api/catalogue/exams/${exam.id}`,
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
                          ],
                          exam.id,
                        ),
                      ),
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <RegulatorPreview regulator={regulator} />
            </Stack>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="courses" pt="md">
          <Table.ScrollContainer minWidth={800}>
            <Table striped>
              {head(
                i18n._("cat.program"),
                i18n._("cat.course"),
                i18n._("cat.price"),
                i18n._("cat.hours"),
                i18n._("cat.sessions"),
                "",
              )}
              <Table.Tbody>
                {catalogue.programs.flatMap((program) => [
                  row(
                    [
                      <Text fw={700} size="sm" key="p">
                        {program.heading_en}
                      </Text>,
                      <Text size="sm" dir="rtl" lang="ar" key="a">
                        {program.heading_ar}
                      </Text>,
                      "",
                      "",
                      "",
                      editButton(program.heading_en, {
                        title: `${i18n._("cat.edit")}: ${program.heading_en}`,
                        fields: PROGRAM_FIELDS,
                        initial: program,
                        method: "PUT",
                        url: `/api/catalogue/programs/${program.id}`,
                      }),
                    ],
                    `p${program.id}`,
                  ),
                  ...program.courses.map((course) =>
                    row(
                      [
                        course.code,
                        <Stack gap={0} key="t">
                          <Text size="sm">{course.title_en}</Text>
                          <Text size="sm" dir="rtl" lang="ar">
                            {course.title_ar}
                          </Text>
                        </Stack>,
                        course.price_usd,
                        course.hours,
                        course.sessions,
                        editButton(course.code, {
                          title: `${i18n._("cat.edit")}: ${course.code}`,
                          fields: COURSE_FIELDS,
                          initial: course,
                          method: "PUT",
                          url: `/api/catalogue/courses/${course.id}`,
                        }),
                      ],
                      course.id,
                    ),
                  ),
                ])}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>

        <Tabs.Panel value="partners" pt="md">
          <Table striped>
            {head(i18n._("cat.partner"), i18n._("cat.link"), "")}
            <Table.Tbody>
              {catalogue.partners.map((partner) =>
                row(
                  [
                    <Stack gap={0} key="n">
                      <Text size="sm">{partner.name_en}</Text>
                      <Text size="sm" dir="rtl" lang="ar">
                        {partner.name_ar}
                      </Text>
                    </Stack>,
                    partner.url,
                    editButton(partner.name_en, {
                      title: `${i18n._("cat.edit")}: ${partner.name_en}`,
                      fields: PARTNER_FIELDS,
                      initial: partner,
                      method: "PUT",
                      url: `/api/catalogue/partners/${partner.id}`,
                    }),
                  ],
                  partner.id,
                ),
              )}
            </Table.Tbody>
          </Table>
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
export default function CataloguePage() {
  return (
    <StaffScreen page="/catalogue">
      <ScreenInLanguage handle={handle} title="cat.title" languageLabel="cat.language">
        <CatalogueScreen />
      </ScreenInLanguage>
    </StaffScreen>
  );
}
