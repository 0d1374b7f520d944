import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { useTimeout } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { Student } from "#shared/candidates/candidates.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import { TEXTS } from "#shared/texts/common.ts";
import { StateBadge } from "#web/components/candidates/state-badge.tsx";
import { StudentLoader } from "#web/components/candidates/student-loader.tsx";
import { isolated, UserText } from "#web/components/data-table/isolated.tsx";
import { RequireRole } from "#web/components/require-role.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { ADMIN_DASHBOARD_PATH } from "#web/lib/paths.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useConfirmStudent } from "./api.ts";
import { StudentEditForm } from "./student-edit-form.tsx";
import { STUDENT_DETAIL_FIELDS } from "./student-fields.ts";
import { StudentHistory } from "./student-history.tsx";

/** Delay before a logged-out visitor is sent to /login (docs/product.md §6, §9: 2 s). */
export const UNAUTHORIZED_REDIRECT_MS = 2000;

/** Shown to a visitor without a session: the spec's message, then /login after 2 s (docs/product.md §6). */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useTimeout(() => navigate("/login", { replace: true }), UNAUTHORIZED_REDIRECT_MS, { autoInvoke: true });
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Unauthorized" role="alert">
        {TEXTS.unauthorizedRedirect}
      </Alert>
    </Container>
  );
}

function StudentFieldsTable({ student }: { student: Student }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Student details">
      <Table.Tbody>
        {STUDENT_DETAIL_FIELDS.map((field) => (
          <Table.Tr key={field.key}>
            <Table.Th w={{ base: 140, sm: 220 }} scope="row">
              {field.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              {field.key === "state" ? <StateBadge state={student.state} /> : isolated(field.format(student))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Confirm Student (docs/product.md §2, §4): shown only while the candidate is unconfirmed; a confirm dialog,
 * then `PUT /api/students/{id}/confirm`. Failure: the server's message or 'Error confirming student.'
 */
function ConfirmStudentButton({ student }: { student: Student }) {
  const confirm = useConfirmStudent(String(student.id));
  const open = () =>
    modals.openConfirmModal({
      title: "Confirm student",
      children: (
        <Text size="sm">
          Confirm <UserText value={student.full_name} />? The student moves to state Confirmed, with you as
          the confirmer.
        </Text>
      ),
      labels: { confirm: "Confirm", cancel: "Cancel" },
      onConfirm: () =>
        confirm.mutate(undefined, {
          onSuccess: () => notifications.show({ color: "teal", message: "Student confirmed successfully." }),
          onError: (error) =>
            notifications.show({
              color: "red",
              message: messageOr(error, BACK_OFFICE_TEXTS.confirmStudentFailed),
            }),
        }),
    });
  return (
    <Button onClick={open} loading={confirm.isPending}>
      Confirm Student
    </Button>
  );
}

/** Draws a candidate's Invoices tab; given by the route module, which composes the features. */
export type InvoicesPanel = (student: Student) => ReactNode;
/** Further header actions of other features (e.g. "Send e-mail"); given by the route module. */
export type StudentActions = (student: Student) => ReactNode;

function StudentDetails({
  id,
  invoices,
  actions,
}: {
  id: string;
  invoices: InvoicesPanel;
  actions?: StudentActions;
}) {
  const canConfirm = useCanCall("PUT /api/students/:id/confirm");
  const canEdit = useCanCall("PUT /api/students/:id");
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={ADMIN_DASHBOARD_PATH} size="sm">
          ← Back to dashboard
        </Anchor>
        <StudentLoader
          id={id}
          loadingLabel="Loading student details"
          skeleton={
            <>
              <Skeleton height={36} width="50%" />
              {STUDENT_DETAIL_FIELDS.slice(0, 12).map((field) => (
                <Skeleton key={field.key} height={28} />
              ))}
            </>
          }
        >
          {(student) => (
            <>
              <Group justify="space-between" align="center">
                <div>
                  {/* A name typed in Arabic reads right to left inside the English page (decision 0011). */}
                  <Title order={1} size="h2" dir="auto">
                    {safeDisplayText(student.full_name)}
                  </Title>
                  <Text c="dimmed" size="sm">
                    Student details · Reference{" "}
                    <Text span ff="monospace" fw={600} c="var(--mantine-color-text)">
                      {student.reference}
                    </Text>
                  </Text>
                </div>
                <Group gap="sm">
                  <StateBadge state={student.state} />
                  {actions?.(student)}
                  {canConfirm && !student.confirmed && <ConfirmStudentButton student={student} />}
                </Group>
              </Group>
              <Tabs defaultValue="details" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="details">Details</Tabs.Tab>
                  {canEdit && <Tabs.Tab value="edit">Edit Student Data</Tabs.Tab>}
                  <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
                  <Tabs.Tab value="history">History</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="details" pt="md">
                  <StudentFieldsTable student={student} />
                </Tabs.Panel>
                {canEdit && (
                  <Tabs.Panel value="edit" pt="md">
                    <StudentEditForm key={`${student.id}-${student.state}`} student={student} />
                  </Tabs.Panel>
                )}
                <Tabs.Panel value="invoices" pt="md">
                  {invoices(student)}
                </Tabs.Panel>
                <Tabs.Panel value="history" pt="md">
                  <StudentHistory id={id} />
                </Tabs.Panel>
              </Tabs>
            </>
          )}
        </StudentLoader>
      </Stack>
    </Container>
  );
}

/**
 * A candidate's details `/students/{id}` (docs/product.md §2 "Staff screens"): a read-only table of every
 * field; Confirm Student (while unconfirmed) and the Edit Student Data form for the roles the
 * policy table lets confirm and edit (admin and auditor, docs/product.md §1); the candidate's invoices (with
 * Create Invoice in state Invoice, drawn by `invoices`) and history; `actions` adds header buttons
 * of other features (the one-off e-mail). Staff who may read candidates
 * only (docs/product.md §6); without a session it shows 'Unauthorized access. Redirecting to login...' and goes
 * to /login after 2 s.
 */
export function StudentDetailPage({
  invoices,
  actions,
}: {
  invoices: InvoicesPanel;
  actions?: StudentActions;
}) {
  const { id = "" } = useParams();
  return (
    <RequireRole page="/students/:id" loggedOut={<UnauthorizedRedirect />}>
      <StudentDetails id={id} invoices={invoices} actions={actions} />
    </RequireRole>
  );
}
