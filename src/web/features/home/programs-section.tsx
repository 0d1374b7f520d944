import { useLingui } from "@lingui/react";
import { Button, Card, Image, SimpleGrid } from "@mantine/core";
import { Link, useLoaderData } from "react-router";
import { MANAGEMENT_PROGRAMS } from "#shared/reference/landing.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import type { LandingPageData } from "./landing-data.ts";
import { ProgramText, Section } from "./section.tsx";

/** Intro with Discover Courses, then the Management Certification Programs (docs/product.md §1). */
export function ProgramsSection() {
  const { _, i18n } = useLingui();
  // The project management program's hours, as published (decision 0035).
  const { pmcpHours } = useLoaderData<LandingPageData>();
  const locale = localeOf(i18n);
  return (
    <Section id="programs-heading" title={_("programs.title")} lead={_("programs.lead")}>
      <Button component={Link} to={localisedPath("/Programs/hr", locale)} mb="lg">
        {_("programs.discover")}
      </Button>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {MANAGEMENT_PROGRAMS.map((program) => (
          <Card
            key={program.code}
            component={Link}
            to={localisedPath(program.path, locale)}
            withBorder
            padding="lg"
          >
            <Card.Section>
              <Image
                h="auto"
                src={program.image}
                alt={_(`program.${program.code}.alt`)}
                width={480}
                height={270}
                loading="lazy"
                style={{ height: "auto", aspectRatio: "16 / 9" }}
              />
            </Card.Section>
            <ProgramText program={program} hours={pmcpHours} belowImage />
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}
