import { useLingui } from "@lingui/react";
import { Badge, Card, Group, Image, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { Course } from "#shared/reference/courses.ts";

export interface CourseCardProps {
  course: Course;
  /** The course data in the page's language (`dataTextOfMatches`). */
  text: (english: string) => string;
  /** Called when the card is activated (click, Enter, Space). */
  onOpen: (course: Course) => void;
  /** Above the fold: load the image eagerly. */
  eager?: boolean;
  /** The first card's image is the page's likely LCP element: fetch it first. */
  priority?: boolean;
}

/** A course card (docs/product.md §2): picture, code, title, price, hours and sessions; a button opening its dialog. */
export function CourseCard({ course, text, onOpen, eager = false, priority = false }: CourseCardProps) {
  const { _ } = useLingui();
  return (
    <UnstyledButton
      onClick={() => onOpen(course)}
      aria-haspopup="dialog"
      // A button does not stretch like a block: without the width it is as wide as its content,
      // which changes when the picture arrives (the card jumped on a phone, CLS 0.048).
      style={{ display: "block", width: "100%", height: "100%", borderRadius: "var(--mantine-radius-md)" }}
    >
      <Card withBorder shadow="sm" padding="md" h="100%">
        <Card.Section>
          <Image
            h="auto"
            src={course.image}
            alt=""
            width={480}
            height={270}
            loading={eager || priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            style={{ aspectRatio: "16 / 9", objectFit: "cover" }}
          />
        </Card.Section>
        <Stack gap={6} mt="sm">
          <Group justify="space-between" wrap="nowrap">
            <Badge variant="light">{course.code}</Badge>
            <Text fw={700}>{_("course.price", { price: course.priceUsd })}</Text>
          </Group>
          <Text fw={600} lh={1.3}>
            {text(course.title)}
          </Text>
          <Text size="sm" c="dimmed">
            {/* "30 hours · 10 sessions": contact hours and sessions (§9). */}
            {_("course.schedule", { hours: course.hours, sessions: course.sessions })}
          </Text>
          <VisuallyHidden>{_("course.showDetails")}</VisuallyHidden>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
