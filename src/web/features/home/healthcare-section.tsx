import { Button, Card, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { HEALTHCARE_PROFESSIONS } from "../../../shared/reference/landing.ts";
import { REGULATOR_LINKS } from "../../../shared/reference/regulator-links.ts";
import { Section } from "./section.tsx";

/** Healthcare Professionals gallery and the regulator pages (spec §1). */
export function HealthcareSection() {
  return (
    <Section
      id="professionals-heading"
      title="Healthcare Professionals"
      lead="Licensing exams for nurses, pharmacists, doctors, dentists and physiotherapists across the Gulf."
    >
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 5 }}
        spacing="md"
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {HEALTHCARE_PROFESSIONS.map((profession) => (
          <li key={profession.name}>
            <Card withBorder padding={0}>
              <Image
                h="auto"
                src={profession.image}
                alt={profession.alt}
                width={400}
                height={300}
                loading="lazy"
                style={{ height: "auto", aspectRatio: "4 / 3" }}
              />
              <Text fw={600} ta="center" py="xs">
                {profession.name}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mt="lg">
        {REGULATOR_LINKS.map((regulator) => (
          <Button
            key={regulator.code}
            component={Link}
            to={regulator.path}
            variant="default"
            h="auto"
            py="xs"
          >
            <Stack gap={0} align="center">
              <Text fw={700}>{regulator.code} exams</Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: "normal" }}>
                {regulator.name}
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Section>
  );
}
