import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { dashboardPath } from "../../lib/dashboard-path.ts";
import { useSession } from "../../lib/session.ts";
import { LoginForm } from "../auth/login-form.tsx";
import { GatSection } from "./gat-section.tsx";
import { HealthcareSection } from "./healthcare-section.tsx";
import { LandingCarousel } from "./landing-carousel.tsx";
import { PartnersSection } from "./partners-section.tsx";
import { ProgramsSection } from "./programs-section.tsx";
import { TeachingSection } from "./teaching-section.tsx";

const TITLE = "Exam Registration Portal | Prometric exams for SCFHS, DHA, DHP, MOH, NHRA";
const DESCRIPTION =
  "Register and book Prometric healthcare licensing exams for the Saudi Commission for Health Specialties, Dubai Health Authority, Qatar DHP, Kuwait MOH and Bahrain NHRA.";

/** Title, description, Open Graph and the organisation's structured data. */
export function meta() {
  return [
    { title: TITLE },
    { name: "description", content: DESCRIPTION },
    { property: "og:title", content: TITLE },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:type", content: "website" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "EducationalOrganization",
        name: "Exam Registration Portal",
        description:
          "Authorized Prometric test venue in the Gulf: healthcare licensing exams and management, supply chain, project management and English programs.",
        url: "/",
        openingHours: "Su-Th 10:00-18:00",
      },
    },
  ];
}

/** Side panel of the hero: the staff login form, or a welcome for a logged-in staff member. */
function StaffPanel() {
  const session = useSession();
  if (!session) {
    return (
      <Paper withBorder shadow="md" radius="md" p="xl">
        <Title order={2} size="h3" mb="md">
          Staff login
        </Title>
        <LoginForm />
      </Paper>
    );
  }
  const dashboard = dashboardPath(session.claims);
  return (
    <Paper withBorder shadow="md" radius="md" p="xl">
      <Stack gap="md">
        <Title order={2} size="h3">
          Welcome back, {session.claims.username}
        </Title>
        <Text c="dimmed">You are logged in to the back office.</Text>
        {dashboard ? (
          <Button component={Link} to={dashboard}>
            Go to your dashboard
          </Button>
        ) : (
          <Button component={Link} to="/register" variant="light">
            Register a candidate
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/` (spec §2): the landing page for everyone. Its hero carries the staff login form for visitors
 * without a session (the spec's "login form when not logged in") and a welcome with the dashboard
 * link for staff, so search engines and anonymous visitors still see the whole landing: carousel,
 * Healthcare Professionals gallery, programs, GAT certificates, teacher programs, English tests and
 * partners (spec §1).
 */
export default function HomePage() {
  return (
    <>
      <Box
        component="section"
        py={{ base: 32, md: 56 }}
        style={{
          background:
            "linear-gradient(135deg, var(--mantine-primary-color-light) 0%, transparent 70%), var(--mantine-color-body)",
        }}
      >
        <Container size="lg">
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing={{ base: "xl", md: 48 }}
            style={{ alignItems: "center" }}
          >
            <Stack gap="lg">
              <Badge variant="light" size="lg" w="fit-content">
                Authorized Prometric test venue
              </Badge>
              <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
                Gulf healthcare licensing exams and professional certification
              </Title>
              <Text size="lg" c="dimmed">
                We register healthcare professionals for the licensing exams of the Gulf regulators in Saudi
                Arabia, Dubai, Qatar, Kuwait and Bahrain, and run management, supply chain, project management
                and English programs.
              </Text>
              <Group gap="md">
                <Button component={Link} to="/register" size="md">
                  Register for an exam
                </Button>
                <Button component={Link} to="/Contact-us" size="md" variant="default">
                  Book an exam
                </Button>
              </Group>
            </Stack>
            <StaffPanel />
          </SimpleGrid>
        </Container>
      </Box>
      <Container size="lg" pt={{ base: 24, md: 40 }}>
        <LandingCarousel />
      </Container>
      <HealthcareSection />
      <ProgramsSection />
      <GatSection />
      <TeachingSection />
      <PartnersSection />
    </>
  );
}
