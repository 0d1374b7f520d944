import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { type MetaArgs, useMatches } from "react-router";
import type { Course, CourseProgram } from "#shared/reference/courses.ts";
import { withSiteName } from "#web/brand.ts";
import { dataTextOfMatches, type I18nHandle, i18nOfMatches } from "#web/i18n/i18n.ts";
import { courseEn } from "#web/i18n/messages/course.en.ts";
import { CourseCard } from "./course-card.tsx";
import { courseMeta } from "./course-meta.ts";
import { COURSE_PROGRAM_PAGES } from "./course-programs.ts";

const CourseDialog = lazy(() => import("./course-dialog.tsx"));

export interface CourseProgramPageProps {
  title: string;
  intro: string;
  courses: readonly Course[];
}

/**
 * Body of a course page (docs/product.md §2 /Programs/hr, /PMP, /SupplyChain): heading, intro and a grid of
 * course cards; a card opens its detail dialog, closing it clears the selection.
 */
export function CourseProgramPage({ title, intro, courses }: CourseProgramPageProps) {
  const matches = useMatches();
  const text = useMemo(() => dataTextOfMatches(matches), [matches]);
  const [selected, setSelected] = useState<Course | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const open = (course: Course) => {
    setDialogWanted(true);
    setSelected(course);
  };
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>{text(title)}</Title>
        <Text size="lg" c="dimmed">
          {text(intro)}
        </Text>
      </Stack>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {courses.map((course, index) => (
          <li key={course.code}>
            <CourseCard course={course} text={text} onOpen={open} eager={index < 2} priority={index === 0} />
          </li>
        ))}
      </SimpleGrid>
      {dialogWanted && (
        <Suspense fallback={null}>
          <CourseDialog course={selected} text={text} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Container>
  );
}

/**
 * The route module exports of the course page of `program` (`COURSE_PROGRAM_PAGES`): `meta` (title
 * "{heading}{suffix} | Exam Registration Portal", description, course list; noindex on the
 * `noindexPath` spelling), `handle` (the pages' English texts; the Arabic routes of `pages/ar/`
 * carry theirs) and the page component.
 */
export function courseProgramRoute(program: CourseProgram) {
  const { heading, titleSuffix, description, intro, courses, noindexPath } = COURSE_PROGRAM_PAGES[program];
  const handle: I18nHandle = { messages: { en: courseEn } };
  return {
    handle,
    meta: ({ location, matches }: MetaArgs) => {
      const i18n = i18nOfMatches(matches);
      const text = dataTextOfMatches(matches);
      return courseMeta(
        withSiteName(i18n._("course.pageTitle", { heading: text(heading), suffix: titleSuffix }), i18n),
        text(description),
        courses,
        { i18n, text },
        location.pathname === noindexPath,
      );
    },
    Page: () => <CourseProgramPage title={heading} intro={intro} courses={courses} />,
  };
}
