import {
  Badge,
  Button,
  Card,
  Container,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router";
import {
  ENGLISH_TESTS,
  GAT_CERTIFICATES,
  type GatCertificate,
  HEALTHCARE_PROFESSIONS,
  MANAGEMENT_PROGRAMS,
  PARTNERS,
  type Program,
  TEACHER_PROGRAMS,
} from "../../../shared/reference/landing.ts";
import { REGULATOR_LINKS } from "../../../shared/reference/regulator-links.ts";

const GatDialog = lazy(() => import("./gat-dialog.tsx"));

/** A landing section with its h2 and optional lead text. */
function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Container component="section" size="lg" py={{ base: 36, md: 48 }} aria-labelledby={id}>
      <Stack gap={4} mb="lg">
        <Title order={2} id={id}>
          {title}
        </Title>
        {lead && <Text c="dimmed">{lead}</Text>}
      </Stack>
      {children}
    </Container>
  );
}

function ProgramCard({ program }: { program: Program }) {
  return (
    <Card withBorder padding="lg" h="100%">
      <Badge variant="light" w="fit-content" mb="xs">
        {program.code}
      </Badge>
      <Title order={3} size="h5" mb={4}>
        {program.name}
      </Title>
      <Text size="sm" c="dimmed">
        {program.summary}
      </Text>
    </Card>
  );
}

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
                src={profession.image}
                alt={profession.alt}
                width={400}
                height={300}
                loading="lazy"
                style={{ aspectRatio: "4 / 3" }}
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
                src={program.image}
                alt={program.alt}
                width={480}
                height={270}
                loading="lazy"
                style={{ aspectRatio: "16 / 9" }}
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

/** GAT Certificates: each opens a dialog with overview and code (spec §1). */
export function GatSection() {
  const [selected, setSelected] = useState<GatCertificate | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  return (
    <Section
      id="gat-heading"
      title="GAT Certificates"
      lead="Certificates for trainers, quality teams and program designers."
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {GAT_CERTIFICATES.map((certificate) => (
          <UnstyledButton
            key={certificate.code}
            aria-haspopup="dialog"
            onClick={() => {
              setDialogWanted(true);
              setSelected(certificate);
            }}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          >
            <ProgramCard program={certificate} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {dialogWanted && (
        <Suspense fallback={null}>
          <GatDialog certificate={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Section>
  );
}

/** Teachers and School Directors programs, and the English tests (spec §1). */
export function TeachingSection() {
  return (
    <>
      <Section id="teachers-heading" title="Teachers and School Directors">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {TEACHER_PROGRAMS.map((program) => (
            <ProgramCard key={program.code} program={program} />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="english-heading" title="English Tests">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {ENGLISH_TESTS.map((test) => (
            <ProgramCard key={test.code} program={test} />
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}

/** Partners row: three external logo links (spec §1). */
export function PartnersSection() {
  return (
    <Section id="partners-heading" title="Our Partners">
      <SimpleGrid
        cols={{ base: 1, xs: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {PARTNERS.map((partner) => (
          <li key={partner.url}>
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${partner.name} (opens in a new tab)`}
              style={{ display: "block" }}
            >
              <img
                src={partner.image}
                alt={partner.alt}
                width={240}
                height={80}
                loading="lazy"
                style={{ display: "block", width: "100%", maxWidth: 240, height: "auto", margin: "0 auto" }}
              />
            </a>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
