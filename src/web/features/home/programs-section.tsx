import { useLingui } from "@lingui/react";
import { Badge, Button, Card, Image, SimpleGrid, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { MANAGEMENT_PROGRAMS, PMCP_HOURS } from "#shared/reference/landing.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { Section } from "./section.tsx";

/** Intro with Discover Courses, then the Management Certification Programs (docs/product.md §1). */
export function ProgramsSection() {
  const { _, i18n } = useLingui();
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
            <Badge variant="light" w="fit-content" mt="md">
              {program.code}
            </Badge>
            <Title order={3} size="h5" mt={4}>
              {_(`program.${program.code}.name`)}
            </Title>
            <Text size="sm" c="dimmed">
              {_(`program.${program.code}.summary`, { hours: PMCP_HOURS })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}
