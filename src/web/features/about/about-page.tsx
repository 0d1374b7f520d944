import { Anchor, Button, Container, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { BRAND, LOGO_PATH, pageTitle } from "#web/brand.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";

const TITLE = pageTitle("About Us and Contact");
const DESCRIPTION =
  "Who we are: an authorized Prometric test venue in the Gulf for healthcare licensing exams and professional programs. Working hours, support address and how to book an exam.";

/** Title, description and structured data of /about (spec §2). */
export function meta() {
  return [
    { title: TITLE },
    { name: "description", content: DESCRIPTION },
    { property: "og:title", content: TITLE },
    { property: "og:description", content: DESCRIPTION },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: "About Us",
        description: DESCRIPTION,
        mainEntity: {
          "@type": "EducationalOrganization",
          name: BRAND.siteName,
          logo: LOGO_PATH,
          openingHours: "Su-Th 10:00-18:00",
        },
      },
    },
  ];
}

/**
 * `/about` (spec §2): About Us (who the provider is, what it offers, why candidates choose it) and
 * Contact Us (support address, phone and office from the site settings, working hours, the Book
 * Exam form and the older contact form).
 */
export default function AboutPage() {
  const config = useSiteConfig();
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>About Us</Title>
          <Text size="lg">
            We are a training and assessment provider and an authorized Prometric test venue in the Gulf.
            Healthcare professionals book their licensing exams with us for the Saudi Commission for Health
            Specialties (SCFHS), the Dubai Health Authority (DHA), Qatar's Department of Healthcare
            Professions (DHP), the Kuwait Ministry of Health (MOH) and Bahrain's National Health Regulatory
            Authority (NHRA).
          </Text>
          <Text>
            Beside the exams we teach management, supply chain, project management and English programs, and
            certificates for trainers, teachers and school directors.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h3">
              Our mission
            </Title>
            <Text>
              To make licensing and professional certification simple: clear information, a short
              registration, and staff who confirm your seat, your invoice and your exam date step by step.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              Why candidates choose us
            </Title>
            <List spacing={4}>
              <List.Item>Exams for five Gulf regulators in one place</List.Item>
              <List.Item>Registration online in four steps</List.Item>
              <List.Item>Staff who follow your booking to the result</List.Item>
              <List.Item>We never sell or endorse exam preparation materials</List.Item>
            </List>
          </Stack>
        </SimpleGrid>
        <Stack gap="sm" component="section" aria-labelledby="contact-heading">
          <Title order={2} id="contact-heading">
            Contact Us
          </Title>
          <Text>
            Working hours: Sunday – Thursday, 10:00 AM – 6:00 PM{" "}
            <Text span lang="ar" dir="rtl">
              (الأحد – الخميس، 10:00 صباحًا – 6:00 مساءً)
            </Text>
          </Text>
          {config?.supportEmail && (
            <Text>
              Email: <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>
            </Text>
          )}
          {config?.supportPhone && (
            <Text>
              Phone:{" "}
              <Anchor href={`tel:${config.supportPhone.replace(/[^+\d]/g, "")}`}>
                {config.supportPhone}
              </Anchor>
            </Text>
          )}
          {config?.officeAddress && <Text>Office: {config.officeAddress}</Text>}
          <Group gap="md">
            <Button component={Link} to="/Contact-us">
              Book an exam
            </Button>
            <Button component={Link} to="/contact-form-old" variant="default">
              Send us a message
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
