import { Alert, Anchor, Container, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useTimeout } from "@mantine/hooks";
import { Link, useNavigate, useParams } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import { DASHBOARD_ROLES } from "../../../shared/roles.ts";
import type { Student } from "../../../shared/students.ts";
import { RequireRole } from "../../components/require-role.tsx";
import { studentErrorMessage, useStudent } from "./api.ts";
import { StateBadge } from "./state-badge.tsx";
import { STUDENT_DETAIL_FIELDS } from "./student-fields.ts";

/** Delay before a logged-out visitor is sent to /login (spec §6, §9: 2 s). */
export const UNAUTHORIZED_REDIRECT_MS = 2000;

/** `/students/{id}`: staff only, never indexed. */
export function meta() {
  return [{ title: "Student details | Exam Registration Portal" }, { name: "robots", content: "noindex" }];
}

/** Shown to a visitor without a session: the spec's message, then /login after 2 s (spec §6). */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useTimeout(() => navigate("/login", { replace: true }), UNAUTHORIZED_REDIRECT_MS, { autoInvoke: true });
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Unauthorized" role="alert">
        {MESSAGES.unauthorizedRedirect}
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
              {field.key === "state" ? <StateBadge state={student.state} /> : field.format(student)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function StudentDetails({ id }: { id: string }) {
  const { data: student, isPending, isError, error } = useStudent(id);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/Admin" size="sm">
          ← Back to dashboard
        </Anchor>
        {isError ? (
          <Alert color="red" title="Student details" role="alert">
            {studentErrorMessage(error)}
          </Alert>
        ) : isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading student details">
            <Skeleton height={36} width="50%" />
            {STUDENT_DETAIL_FIELDS.slice(0, 12).map((field) => (
              <Skeleton key={field.key} height={28} />
            ))}
          </Stack>
        ) : (
          <>
            <Group justify="space-between" align="center">
              <div>
                <Title order={1} size="h2">
                  {student.full_name}
                </Title>
                <Text c="dimmed" size="sm">
                  Student details
                </Text>
              </div>
              <StateBadge state={student.state} />
            </Group>
            <StudentFieldsTable student={student} />
          </>
        )}
      </Stack>
    </Container>
  );
}

/**
 * A candidate's details `/students/{id}` (spec §2 "Staff screens"): a read-only table of every
 * field. Staff who may read candidates only (spec §6; the API allows admin and auditor); without a
 * session it shows 'Unauthorized access. Redirecting to login...' and goes to /login after 2 s.
 */
export default function StudentDetailPage() {
  const { id = "" } = useParams();
  return (
    <RequireRole roles={DASHBOARD_ROLES} loggedOut={<UnauthorizedRedirect />}>
      <StudentDetails id={id} />
    </RequireRole>
  );
}
