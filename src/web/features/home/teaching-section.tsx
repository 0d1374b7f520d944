import { useLingui } from "@lingui/react";
import { SimpleGrid } from "@mantine/core";
import { ENGLISH_TESTS, type Program, TEACHER_PROGRAMS } from "#shared/reference/landing.ts";
import { ProgramCard, Section } from "./section.tsx";

/** Program cards, three a row from small screens up. */
function ProgramGrid({ programs }: { programs: readonly Program[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {programs.map((program) => (
        <ProgramCard key={program.code} program={program} />
      ))}
    </SimpleGrid>
  );
}

/** Teachers and School Directors programs, and the English tests (docs/product.md §1). */
export function TeachingSection() {
  const { _ } = useLingui();
  return (
    <>
      <Section id="teachers-heading" title={_("teachers.title")}>
        <ProgramGrid programs={TEACHER_PROGRAMS} />
      </Section>
      <Section id="english-heading" title={_("englishTests.title")}>
        <ProgramGrid programs={ENGLISH_TESTS} />
      </Section>
    </>
  );
}
