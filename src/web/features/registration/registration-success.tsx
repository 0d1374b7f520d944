import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { statusPath } from "#shared/candidate-reference.ts";
import { MESSAGES } from "#shared/messages.ts";
import { REGULATORS } from "#shared/reference/regulators.ts";
import type { RegistrationFormValues } from "./wizard-steps.ts";

/** What the success screen shows: the answer of `POST /api/FormRegister` and what was sent. */
export interface RegisteredCandidate {
  reference: string;
  values: RegistrationFormValues;
  /** The chosen test center's name (the form holds its id). */
  testCenter: string | undefined;
}

/**
 * The pipeline as the candidate lives it (spec §4: Confirmed → Invoice → Invoice_Confirmed →
 * Exam_Details → … → Score_Sent), in their words.
 */
export const NEXT_STEPS = [
  { title: "Confirmation", text: "Our staff check your details and confirm your registration." },
  { title: "Invoice", text: "You receive an invoice for the exam fee, with how to pay it." },
  { title: "Payment", text: "Once your payment reaches us, we confirm it." },
  { title: "Exam details", text: "We book your exam and send you its date, time and location." },
  { title: "Results", text: "After the exam, we send you your result." },
] as const;

function examText(values: RegistrationFormValues) {
  const regulator = REGULATORS.find((r) => r.code === values.examCategory);
  const category = regulator ? `${regulator.code} – ${regulator.name}` : values.examCategory;
  return [category, values.examSpecialty, values.examName].filter(Boolean).join(" · ");
}

/**
 * The wizard's last screen (issue 14, item 1): the reference, large and copyable; a summary of
 * what was registered; what happens next; where we will write; the status page; and "Register
 * another candidate" for staff registering people in person. Focus moves to its heading, so a
 * screen reader announces the outcome.
 */
export function RegistrationSuccess({
  registered,
  onRegisterAnother,
}: {
  registered: RegisteredCandidate;
  onRegisterAnother: () => void;
}) {
  const { reference, values, testCenter } = registered;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "center" });
  }, []);

  const summary: [string, string][] = [
    ["Exam", examText(values)],
    ["Candidate", values.fullName],
    ["E-mail", values.email],
    ["Test center", testCenter ?? "—"],
    ["Test month", values.Trail_month],
    ["Requested dates", values.requestedDateRange],
  ];

  return (
    <Stack gap="lg" component="section" aria-labelledby="registration-success-title">
      <Stack gap={4}>
        <Title order={2} id="registration-success-title" ref={heading} tabIndex={-1}>
          {MESSAGES.registrationSuccess}
        </Title>
        <Text c="dimmed">Keep your reference: quote it whenever you contact us.</Text>
      </Stack>

      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
        <Text size="sm" c="dimmed">
          Your reference
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text
            ff="monospace"
            fw={700}
            fz={{ base: 28, sm: 36 }}
            lh={1.2}
            data-testid="registration-reference"
            style={{ letterSpacing: "0.08em", userSelect: "all" }}
          >
            {reference}
          </Text>
          <CopyButton value={reference} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? "Copied" : "Copy reference"} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? "teal" : "gray"}
                  size="lg"
                  onClick={copy}
                  aria-label={copied ? "Reference copied" : "Copy reference"}
                >
                  {copied ? <IconCheck size={20} /> : <IconCopy size={20} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Paper>

      <Table variant="vertical" layout="fixed" withTableBorder aria-label="Registration summary">
        <Table.Tbody>
          {summary.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 120, sm: 180 }} scope="row">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Alert variant="light" color="blue" title="We will keep you informed">
        We will e-mail you at <strong>{values.email}</strong> as your registration moves on. You can also
        check where it stands at any time on the <Anchor href={statusPath(reference)}>status page</Anchor>{" "}
        with your reference and e-mail address.
      </Alert>

      <Stack gap="xs">
        <Title order={3} size="h4">
          What happens next
        </Title>
        <Timeline active={0} bulletSize={22} lineWidth={2}>
          {NEXT_STEPS.map((step) => (
            <Timeline.Item key={step.title} title={step.title}>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>

      <Group justify="space-between">
        <Button component="a" href={statusPath(reference)} variant="light">
          Check your status
        </Button>
        <Button variant="default" onClick={onRegisterAnother}>
          Register another candidate
        </Button>
      </Group>
    </Stack>
  );
}
