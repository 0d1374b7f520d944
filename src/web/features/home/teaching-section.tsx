import { useLingui } from "@lingui/react";
import { SimpleGrid } from "@mantine/core";
import { ENGLISH_TESTS, TEACHER_PROGRAMS } from "#shared/reference/landing.ts";
import { ProgramCard, Section } from "./section.tsx";

/** Teachers and School Directors programs, and the English tests (spec §1). */
export function TeachingSection() {
  const { _ } = useLingui();
  return (
    <>
      <Section id="teachers-heading" title={_("teachers.title")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {TEACHER_PROGRAMS.map((program) => (
            <ProgramCard key={program.code} program={program} />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="english-heading" title={_("englishTests.title")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {ENGLISH_TESTS.map((test) => (
            <ProgramCard key={test.code} program={test} />
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
