import { useLingui } from "@lingui/react";
import { Button, Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link, useLoaderData } from "react-router";
import { HEALTHCARE_PROFESSIONS } from "#shared/reference/landing.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import type { LandingPageData } from "./landing-data.ts";
import { ProfessionPicture } from "./profession-picture.tsx";
import { Section } from "./section.tsx";

/**
 * Healthcare Professionals gallery and the regulator pages (docs/product.md §1), the regulators'
 * names from the published catalogue (the loader's, decision 0035).
 */
export function HealthcareSection() {
  const { _, i18n } = useLingui();
  const { regulators } = useLoaderData<LandingPageData>();
  return (
    <Section id="professionals-heading" title={_("professionals.title")} lead={_("professionals.lead")}>
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 5 }}
        spacing="md"
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {HEALTHCARE_PROFESSIONS.map((profession) => (
          <li key={profession.id}>
            <Card withBorder padding={0}>
              <ProfessionPicture src={profession.image} label={_(`profession.${profession.id}.alt`)} />
              <Text fw={600} ta="center" py="xs">
                {_(`profession.${profession.id}`)}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mt="lg">
        {regulators.map((regulator) => (
          <Button
            key={regulator.code}
            component={Link}
            to={localisedPath(regulator.path, localeOf(i18n))}
            variant="default"
            h="auto"
            py="xs"
          >
            <Stack gap={0} align="center">
              <Text fw={700}>{_("regulator.exams", { code: regulator.code })}</Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: "normal" }}>
                {regulator.name ?? _(`regulator.${regulator.code}`)}
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Section>
  );
}
