import { useLingui } from "@lingui/react";
import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, type MetaArgs } from "react-router";
import { localisedPath } from "#shared/site/locales.ts";
import { HERO_BACKGROUND, LOGO_PATH, siteName } from "#web/brand.ts";
import { LoginForm } from "#web/components/login-form.tsx";
import { i18nOfMatches, localeOf } from "#web/i18n/i18n.ts";
import { dashboardPath } from "#web/lib/dashboard-path.ts";
import { jsonLd, pageMeta } from "#web/lib/page-meta.ts";
import { useSession } from "#web/lib/session.ts";
import { GatSection } from "./gat-section.tsx";
import { HealthcareSection } from "./healthcare-section.tsx";
import { LandingCarousel } from "./landing-carousel.tsx";
import { PartnersSection } from "./partners-section.tsx";
import { ProgramsSection } from "./programs-section.tsx";
import { TeachingSection } from "./teaching-section.tsx";

/**
 * Title, description, Open Graph and the organisation's structured data, in the page's language
 * (`/` English, `/ar` Arabic: the `/ar` layout route's catalogue among `matches`).
 */
export function meta({ matches }: MetaArgs) {
  const i18n = i18nOfMatches(matches);
  const locale = localeOf(i18n);
  const site = siteName(i18n);
  const title = i18n._("home.metaTitle", { site });
  const description = i18n._("home.metaDescription");
  return [
    ...pageMeta(title, description),
    { property: "og:type", content: "website" },
    ...(locale === "ar" ? [{ property: "og:locale", content: "ar" }] : []),
    jsonLd("EducationalOrganization", {
      name: site,
      logo: LOGO_PATH,
      description: i18n._("home.orgDescription"),
      url: localisedPath("/", locale),
      ...(locale === "ar" ? { inLanguage: "ar" } : {}),
      openingHours: "Su-Th 10:00-18:00",
    }),
  ];
}

/** Side panel of the hero: the staff login form, or a welcome for a logged-in staff member. */
function StaffPanel() {
  const session = useSession();
  const { _, i18n } = useLingui();
  if (!session) {
    return (
      <Paper withBorder shadow="md" radius="md" p="xl">
        <Title order={2} size="h3" mb="md">
          {_("home.staffLogin")}
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
          {_("home.welcomeBack", { username: session.claims.username })}
        </Title>
        <Text c="dimmed">{_("home.loggedIn")}</Text>
        {dashboard ? (
          <Button component={Link} to={dashboard}>
            {_("home.goToDashboard")}
          </Button>
        ) : (
          <Button component={Link} to={localisedPath("/register", localeOf(i18n))} variant="light">
            {_("home.registerCandidate")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/` (docs/product.md §2) and its Arabic twin `/ar` (decision 0011): the landing page for everyone. Its hero carries the staff login form for visitors
 * without a session (the spec's "login form when not logged in") and a welcome with the dashboard
 * link for staff, so search engines and anonymous visitors still see the whole landing: carousel,
 * Healthcare Professionals gallery, programs, GAT certificates, teacher programs, English tests and
 * partners (docs/product.md §1).
 */
export default function HomePage() {
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  return (
    <>
      <Box component="section" py={{ base: 32, md: 56 }} style={{ background: HERO_BACKGROUND }}>
        <Container size="lg">
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing={{ base: "xl", md: 48 }}
            style={{ alignItems: "center" }}
          >
            <Stack gap="lg">
              <Badge variant="light" size="lg" w="fit-content">
                {_("home.badge")}
              </Badge>
              <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
                {_("home.title")}
              </Title>
              <Text size="lg" c="dimmed">
                {_("home.lead")}
              </Text>
              <Group gap="md">
                <Button component={Link} to={localisedPath("/register", locale)} size="md">
                  {_("home.registerCta")}
                </Button>
                <Button
                  component={Link}
                  to={localisedPath("/Contact-us", locale)}
                  size="md"
                  variant="default"
                >
                  {_("home.bookCta")}
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
