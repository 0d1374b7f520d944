import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import { REGULATORS } from "../../../shared/reference/regulators.ts";
import { dashboardPath } from "../../lib/dashboard-path.ts";
import { useSession } from "../../lib/session.ts";
import { LoginForm } from "../auth/login-form.tsx";

/** Title and description of the landing page. */
export function meta() {
  return [
    { title: "Exam Registration Portal | Prometric exams for SCFHS, DHA, DHP, MOH, NHRA" },
    {
      name: "description",
      content:
        "Register and book Prometric healthcare licensing exams for the Saudi Commission for Health Specialties, Dubai Health Authority, Qatar DHP, Kuwait MOH and Bahrain NHRA.",
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
 * `/` (spec §2): the landing page. A hero with the provider's offer and the Register and Book buttons,
 * a side panel with the staff login form (or, once logged in, a welcome and the dashboard link),
 * and one card per regulator exam page with its starting price (spec §9).
 */
export default function HomePage() {
  return (
    <>
      <Box
        component="section"
        py={{ base: 48, md: 80 }}
        style={{
          background:
            "linear-gradient(135deg, var(--mantine-primary-color-light) 0%, transparent 70%), var(--mantine-color-body)",
        }}
      >
        <Container size="lg">
          <Grid gap={{ base: "xl", md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Badge variant="light" size="lg" w="fit-content">
                  Authorized Prometric test venue
                </Badge>
                <Title order={1} fz={{ base: 32, sm: 42 }} lh={1.15}>
                  Gulf healthcare licensing exams and professional certification
                </Title>
                <Text size="lg" c="dimmed">
                  We register healthcare professionals for the licensing exams of the Gulf regulators in Saudi
                  Arabia, Dubai, Qatar, Kuwait and Bahrain, and run management, supply chain, project
                  management and English-proficiency programs. Choose your exam, register online and we will
                  confirm your seat and exam date.
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
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <StaffPanel />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Container component="section" size="lg" py={{ base: 48, md: 64 }} aria-labelledby="regulators-heading">
        <Stack gap="xs" mb="xl">
          <Title order={2} id="regulators-heading">
            Healthcare exams by regulator
          </Title>
          <Text c="dimmed">
            Specialties, exams, durations and result times for each regulator's Prometric exams.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
          {REGULATORS.map((regulator) => (
            <Card
              key={regulator.code}
              component={Link}
              to={regulator.path}
              withBorder
              shadow="sm"
              radius="md"
              padding="lg"
            >
              <Stack gap="xs" h="100%">
                <Badge variant="filled" w="fit-content">
                  {regulator.code}
                </Badge>
                <Text fw={600} style={{ flexGrow: 1 }}>
                  {regulator.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {regulator.country}
                </Text>
                <Text size="sm" fw={600} c="var(--mantine-primary-color-text)">
                  from ${regulator.priceRangeUsd.low}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
