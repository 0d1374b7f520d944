import { Badge, Button, Card, Image, SimpleGrid, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { MANAGEMENT_PROGRAMS } from "../../../shared/reference/landing.ts";
import { Section } from "./section.tsx";

/** Intro with Discover Courses, then the Management Certification Programs (spec §1). */
export function ProgramsSection() {
  return (
    <Section
      id="programs-heading"
      title="Management Certification Programs"
      lead="Practical certificates in HR, supply chain and project management for professionals in the Gulf."
    >
      <Button component={Link} to="/Programs/hr" mb="lg">
        Discover Courses
      </Button>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {MANAGEMENT_PROGRAMS.map((program) => (
          <Card key={program.code} component={Link} to={program.path} withBorder padding="lg">
            <Card.Section>
              <Image
                h="auto"
                src={program.image}
                alt={program.alt}
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
              {program.name}
            </Title>
            <Text size="sm" c="dimmed">
              {program.summary}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}
