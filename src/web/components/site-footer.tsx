import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { REGULATOR_LINKS } from "../../shared/reference/regulator-links.ts";
import { useSiteConfig } from "../lib/site-config.ts";

/** Quick links: the regulator pages, the course pages and About (spec §2 "Public"). */
const FOOTER_LINKS = [
  ...REGULATOR_LINKS.map((regulator) => ({ label: `${regulator.code} exams`, to: regulator.path })),
  { label: "HR programs", to: "/Programs/hr" },
  { label: "Supply chain programs", to: "/SupplyChain" },
  { label: "Project management (PMP)", to: "/PMP" },
  { label: "About us", to: "/about" },
];

const noSubscribe = () => () => {};

/** The current year, read in the browser only: prerendered HTML must not carry the build year. */
function useCurrentYear(): number | null {
  return useSyncExternalStore(
    noSubscribe,
    () => new Date().getFullYear(),
    () => null,
  );
}

/**
 * Site footer (spec §1 "Public pages", §9): working hours in English and Arabic, contact details
 * from `GET /api/site-config` (support address, phone and office when configured), quick links to
 * the exam and program pages, and the copyright line. Hidden on
 * /Contact-us by the app shell.
 */
export function SiteFooter() {
  const year = useCurrentYear();
  const config = useSiteConfig();

  return (
    <Box
      component="footer"
      mt="xl"
      py="lg"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      bg="var(--mantine-color-default)"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap={4} align="flex-start">
            <Title order={2} size="h5">
              Working hours
            </Title>
            <Text size="sm">Sunday – Thursday, 10:00 AM – 6:00 PM</Text>
            <Text size="sm" dir="rtl" lang="ar">
              الأحد – الخميس، 10:00 صباحًا – 6:00 مساءً
            </Text>
          </Stack>
          <Stack gap={4} component="address" style={{ fontStyle: "normal" }}>
            <Title order={2} size="h5">
              Contact us
            </Title>
            {config?.supportEmail && (
              <Anchor href={`mailto:${config.supportEmail}`} size="sm">
                {config.supportEmail}
              </Anchor>
            )}
            {config?.supportPhone && (
              <Anchor href={`tel:${config.supportPhone.replace(/[^+\d]/g, "")}`} size="sm">
                {config.supportPhone}
              </Anchor>
            )}
            {config?.officeAddress && <Text size="sm">{config.officeAddress}</Text>}
            <Anchor component={Link} to="/Contact-us" size="sm">
              Book an exam
            </Anchor>
          </Stack>
          <Stack gap={4} component="nav" aria-label="Footer">
            <Title order={2} size="h5">
              Exams and programs
            </Title>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Divider my="md" />
        <Text size="xs" c="dimmed" ta="center">
          © {year ? `${year} ` : ""}Exam Registration Portal. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
