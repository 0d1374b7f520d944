import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { type MetaArgs, useLoaderData, useMatches } from "react-router";
import type { Course, CourseProgram } from "#shared/reference/courses.ts";
import { withSiteName } from "#web/brand.ts";
import { dataTextOfMatches, type I18nHandle, i18nOfMatches } from "#web/i18n/i18n.ts";
import { courseEn } from "#web/i18n/messages/course.en.ts";
import { CourseCard } from "./course-card.tsx";
import type { CoursePageData } from "./course-data.ts";
import { courseMeta } from "./course-meta.ts";
import { COURSE_PROGRAM_PAGES } from "./course-programs.ts";

const CourseDialog = lazy(() => import("./course-dialog.tsx"));

export interface CourseProgramPageProps {
  title: string;
  intro: string;
  courses: readonly Course[];
  /** The publication's Arabic by English (the loader's `arabic`), read before the page's own map. */
  arabic?: CoursePageData["arabic"];
}

/** The data maps' translator, the publication's Arabic (when the loader gave some) before it. */
function pageText(matches: readonly { handle?: unknown }[], arabic: CoursePageData["arabic"]) {
  const text = dataTextOfMatches(matches);
  if (!arabic) return text;
  return (english: string) => (Object.hasOwn(arabic, english) ? (arabic[english] as string) : text(english));
}

/**
 * Body of a course page (docs/product.md §2 /Programs/hr, /PMP, /SupplyChain): heading, intro and a grid of
 * course cards; a card opens its detail dialog, closing it clears the selection.
 */
export function CourseProgramPage({ title, intro, courses, arabic = null }: CourseProgramPageProps) {
  const matches = useMatches();
  const text = useMemo(() => pageText(matches, arabic), [matches, arabic]);
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
 * carry theirs) and the page component, both from the loader's data (`courseProgramLoader`: the
 * published catalogue or the constants, decision 0035). The modules export the loader themselves,
 * so that the browser's bundle leaves it out.
 */
export function courseProgramRoute(program: CourseProgram) {
  const { titleSuffix, noindexPath } = COURSE_PROGRAM_PAGES[program];
  const handle: I18nHandle = { messages: { en: courseEn } };
  return {
    handle,
    meta: ({ location, loaderData, matches }: MetaArgs) => {
      // No data only when the loader failed: the constants' texts then.
      const data = (loaderData as CoursePageData | undefined) ?? {
        ...COURSE_PROGRAM_PAGES[program],
        arabic: null,
      };
      const i18n = i18nOfMatches(matches);
      const text = pageText(matches, data.arabic);
      return courseMeta(
        withSiteName(i18n._("course.pageTitle", { heading: text(data.heading), suffix: titleSuffix }), i18n),
        text(data.description),
        data.courses,
        { i18n, text },
        location.pathname === noindexPath,
      );
    },
    Page: () => {
      const { heading, intro, courses, arabic } = useLoaderData<CoursePageData>();
      return <CourseProgramPage title={heading} intro={intro} courses={courses} arabic={arabic} />;
    },
  };
}
