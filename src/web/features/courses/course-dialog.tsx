import { useLingui } from "@lingui/react";
import { Anchor, Badge, Button, Group, List, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { Link } from "react-router";
import { type Course, shownPrerequisite } from "#shared/reference/courses.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { localeOf } from "#web/i18n/i18n.ts";

export interface CourseDialogProps {
  /** The course shown; null closes the dialog. */
  course: Course | null;
  /** The course data in the page's language (`dataTextOfMatches`). */
  text: (english: string) => string;
  onClose: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/**
 * Detail dialog of a course (docs/product.md §2): price, hours, sessions, prerequisite (none shown where §9
 * does not state one; a note where it is no course of ours), the certificate text and outcomes. Register closes the dialog (docs/product.md §2); "Book through an inquiry" leads to the
 * Book Exam form. Loaded on first open (docs/decisions/0005).
 */
export default function CourseDialog({ course, text, onClose }: CourseDialogProps) {
  const { _, i18n } = useLingui();
  const contactPath = localisedPath("/Contact-us", localeOf(i18n));
  // Opens one render after mounting, so Mantine records the focused trigger and returns focus to it.
  const mounted = useMounted();
  const prerequisite = course && shownPrerequisite(course);
  return (
    <Modal
      opened={mounted && course !== null}
      onClose={onClose}
      title={course ? text(course.title) : _("course.dialogFallback")}
      size="lg"
      closeButtonProps={{ "aria-label": _("course.close") }}
      centered
    >
      {course && (
        <Stack gap="md">
          <Badge variant="light" w="fit-content">
            {course.code}
          </Badge>
          <SimpleGrid cols={{ base: 2, sm: prerequisite ? 4 : 3 }}>
            <Fact label={_("course.priceLabel")} value={_("course.price", { price: course.priceUsd })} />
            <Fact label={_("course.hoursLabel")} value={_("course.hoursValue", { hours: course.hours })} />
            <Fact
              label={_("course.sessionsLabel")}
              value={_("course.sessionsValue", { sessions: course.sessions })}
            />
            {prerequisite && <Fact label={_("course.prerequisiteLabel")} value={text(prerequisite)} />}
          </SimpleGrid>
          {course.prerequisiteNote && (
            <Text size="sm">
              {text(course.prerequisiteNote)}{" "}
              <Anchor component={Link} to={contactPath}>
                {_("course.askUs")}
              </Anchor>
              .
            </Text>
          )}
          <Title order={3} size="h5">
            {_("course.certificate")}
          </Title>
          <Text>{text(course.certificate)}</Text>
          <Title order={3} size="h5">
            {_("course.outcomes")}
          </Title>
          <List>
            {course.outcomes.map((outcome) => (
              <List.Item key={outcome}>{text(outcome)}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button component={Link} to={contactPath} variant="default">
              {_("course.bookInquiry")}
            </Button>
            <Button onClick={onClose}>{_("course.register")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
