import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
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
import { type ExamCatalogue, examChoiceNames } from "#shared/catalogue/exam-choice.ts";
import { STATUS_PATH, statusPath } from "#shared/registration/reference.ts";
import { type Locale, localisedPath } from "#shared/site/locales.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { usePublishedCatalogue } from "#web/lib/use-published-catalogue.ts";
import { monthName, type RegistrationFormValues } from "./wizard-steps.ts";

/** What the success screen shows: the answer of `POST /api/FormRegister` and what was sent. */
export interface RegisteredCandidate {
  reference: string;
  values: RegistrationFormValues;
  /** The chosen test center's name (the form holds its id). */
  testCenter: string | undefined;
}

/**
 * The pipeline as the candidate lives it (docs/product.md §4: Confirmed → Invoice → Invoice_Confirmed →
 * Exam_Details → … → Score_Sent), in their words: catalogue ids `reg.next.<step>.title|text`.
 */
export const NEXT_STEPS = ["confirmation", "invoice", "payment", "exam", "results"] as const;

/** "CODE – regulator · specialty · exam" in the page's language, as the published catalogue names them. */
function examText(values: RegistrationFormValues, i18n: I18n, catalogue: ExamCatalogue | undefined) {
  const { regulator, specialty, exam } = examChoiceNames(catalogue, values, localeOf(i18n));
  return [regulator, specialty, exam].filter(Boolean).join(" · ");
}

/** The status page in the page's language, with the reference filled in. */
const statusPathIn = (reference: string, locale: Locale) =>
  `${localisedPath(STATUS_PATH, locale)}${statusPath(reference).slice(STATUS_PATH.length)}`;

/**
 * The wizard's last screen (docs/product.md §2 "Student registration"): the reference, large and copyable; a summary of
 * what was registered; what happens next; where we will write; the status page; and "Register
 * another candidate" for staff registering people in person. It replaces the page's heading and
 * note, so its title is the page's heading (h1). Focus moves to it, so a screen reader announces
 * the outcome.
 */
export function RegistrationSuccess({
  registered,
  onRegisterAnother,
}: {
  registered: RegisteredCandidate;
  onRegisterAnother: () => void;
}) {
  const { reference, values, testCenter } = registered;
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  const status = statusPathIn(reference, locale);
  // The names in the page's language: the catalogue step 4 offered (cached).
  const catalogue = usePublishedCatalogue().data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "center" });
  }, []);

  // Values typed by the candidate or named by the regulators may be in either script: each is
  // isolated (`dir="auto"`), and the e-mail address always runs left to right.
  const summary: [string, string, "auto" | "ltr"][] = [
    [_("reg.success.exam"), examText(values, i18n, catalogue), "auto"],
    [_("reg.success.candidate"), values.fullName, "auto"],
    [_("reg.success.email"), values.email, "ltr"],
    [_("reg.success.testCenter"), testCenter ?? "—", "auto"],
    [_("reg.success.testMonth"), monthName(values.Trail_month, locale), "auto"],
    [_("reg.success.dates"), values.requestedDateRange, "auto"],
  ];

  return (
    <Stack gap="lg" component="section" aria-labelledby="registration-success-title">
      <Stack gap={4}>
        <Title order={1} id="registration-success-title" ref={heading} tabIndex={-1}>
          {_("reg.success.title")}
        </Title>
        <Text c="dimmed">{_("reg.success.keep")}</Text>
      </Stack>

      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
        <Text size="sm" c="dimmed">
          {_("reg.success.yourReference")}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text
            ff="monospace"
            fw={700}
            fz={{ base: 28, sm: 36 }}
            lh={1.2}
            data-testid="registration-reference"
            dir="ltr"
            style={{ letterSpacing: "0.08em", userSelect: "all" }}
          >
            {reference}
          </Text>
          <CopyButton value={reference} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? _("reg.success.copied") : _("reg.success.copy")} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? "teal" : "gray"}
                  size="lg"
                  onClick={copy}
                  aria-label={copied ? _("reg.success.referenceCopied") : _("reg.success.copy")}
                >
                  {copied ? <IconCheck size={20} /> : <IconCopy size={20} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Paper>

      <Table variant="vertical" layout="fixed" withTableBorder aria-label={_("reg.success.summaryLabel")}>
        <Table.Tbody>
          {summary.map(([label, value, dir]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 120, sm: 180 }} scope="row">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <bdi dir={dir}>{value}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Alert variant="light" color="blue" title={_("reg.success.informedTitle")}>
        <Trans
          id="reg.success.informed"
          values={{ email: values.email }}
          components={{ 0: <strong dir="ltr" />, 1: <Anchor href={status} /> }}
        />
      </Alert>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {_("reg.success.nextTitle")}
        </Title>
        <Timeline active={0} bulletSize={22} lineWidth={2}>
          {NEXT_STEPS.map((step) => (
            <Timeline.Item key={step} title={_(`reg.next.${step}.title`)}>
              <Text size="sm" c="dimmed">
                {_(`reg.next.${step}.text`)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>

      <Group justify="space-between">
        <Button component="a" href={status} variant="light">
          {_("reg.success.checkStatus")}
        </Button>
        <Button variant="default" onClick={onRegisterAnother}>
          {_("reg.success.another")}
        </Button>
      </Group>
    </Stack>
  );
}
