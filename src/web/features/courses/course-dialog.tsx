import { Anchor, Badge, Button, Group, List, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { Link } from "react-router";
import { type Course, formatCoursePrice, shownPrerequisite } from "#shared/reference/courses.ts";

export interface CourseDialogProps {
  /** The course shown; null closes the dialog. */
  course: Course | null;
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
 * Detail dialog of a course (spec §2): price, hours, sessions, prerequisite (none shown where §9
 * does not state one; a note where it is no course of ours), the certificate text and outcomes. Register closes the dialog (spec §2); "Book through an inquiry" leads to the
 * Book Exam form. Loaded on first open (docs/decisions/0005).
 */
export default function CourseDialog({ course, onClose }: CourseDialogProps) {
  // Opens one render after mounting, so Mantine records the focused trigger and returns focus to it.
  const mounted = useMounted();
  const prerequisite = course && shownPrerequisite(course);
  return (
    <Modal
      opened={mounted && course !== null}
      onClose={onClose}
      title={course?.title ?? "Course"}
      size="lg"
      centered
    >
      {course && (
        <Stack gap="md">
          <Badge variant="light" w="fit-content">
            {course.code}
          </Badge>
          <SimpleGrid cols={{ base: 2, sm: prerequisite ? 4 : 3 }}>
            <Fact label="Price" value={formatCoursePrice(course)} />
            <Fact label="Hours" value={`${course.hours} hours`} />
            <Fact label="Sessions" value={`${course.sessions} sessions`} />
            {prerequisite && <Fact label="Prerequisite" value={prerequisite} />}
          </SimpleGrid>
          {course.prerequisiteNote && (
            <Text size="sm">
              {course.prerequisiteNote}{" "}
              <Anchor component={Link} to="/Contact-us">
                Ask us before you book
              </Anchor>
              .
            </Text>
          )}
          <Title order={3} size="h5">
            The certificate
          </Title>
          <Text>{course.certificate}</Text>
          <Title order={3} size="h5">
            You will be able to
          </Title>
          <List>
            {course.outcomes.map((outcome) => (
              <List.Item key={outcome}>{outcome}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button component={Link} to="/Contact-us" variant="default">
              Book through an inquiry
            </Button>
            <Button onClick={onClose}>Register</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
