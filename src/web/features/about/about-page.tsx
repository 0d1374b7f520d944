import { useLingui } from "@lingui/react";
import { Anchor, Button, Container, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, type MetaArgs } from "react-router";
import { localisedPath } from "#shared/site/locales.ts";
import { LOGO_PATH, siteName, withSiteName } from "#web/brand.ts";
import { type I18nHandle, i18nOfMatches, localeOf } from "#web/i18n/i18n.ts";
import { aboutEn } from "#web/i18n/messages/about.en.ts";
import { jsonLd, pageMeta } from "#web/lib/page-meta.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";

/** The page's English texts travel with its route (the Arabic with `pages/ar/about.tsx`). */
export const handle: I18nHandle = { messages: { en: aboutEn } };

/** Title, description and structured data of /about (docs/product.md §2), and of /ar/about in Arabic. */
export function meta({ matches }: MetaArgs) {
  const i18n = i18nOfMatches(matches);
  const title = withSiteName(i18n._("about.metaTitle"), i18n);
  const description = i18n._("about.metaDescription");
  return [
    ...pageMeta(title, description),
    jsonLd("AboutPage", {
      name: i18n._("about.ldName"),
      description,
      mainEntity: {
        "@type": "EducationalOrganization",
        name: siteName(i18n),
        logo: LOGO_PATH,
        openingHours: "Su-Th 10:00-18:00",
      },
    }),
  ];
}

/** Three lines of text and the two gaps between them: the support address, phone and office. */
const CONTACT_DETAILS_HEIGHT =
  "calc(3 * var(--mantine-line-height-md) * var(--mantine-font-size-md) + 2 * var(--mantine-spacing-sm))";

/**
 * `/about` (docs/product.md §2): About Us (who the provider is, what it offers, why candidates choose it) and
 * Contact Us (working hours, the Book Exam form and the older contact form, then the support
 * address, phone and office from the site settings, whose box is reserved so that their late
 * arrival moves nothing: decision 0012). `/ar/about` in Arabic (decision 0011).
 */
export default function AboutPage() {
  const config = useSiteConfig();
  const { _, i18n } = useLingui();
  const english = localeOf(i18n) === "en";
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{_("about.title")}</Title>
          <Text size="lg">{_("about.intro")}</Text>
          <Text>{_("about.programs")}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {_("about.missionTitle")}
            </Title>
            <Text>{_("about.mission")}</Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {_("about.whyTitle")}
            </Title>
            <List spacing={4}>
              <List.Item>{_("about.why1")}</List.Item>
              <List.Item>{_("about.why2")}</List.Item>
              <List.Item>{_("about.why3")}</List.Item>
              <List.Item>{_("about.why4")}</List.Item>
            </List>
          </Stack>
        </SimpleGrid>
        <Stack gap="sm" component="section" aria-labelledby="contact-heading">
          <Title order={2} id="contact-heading">
            {_("about.contactTitle")}
          </Title>
          <Text>
            {_("about.hours", { hours: _("footer.hours") })}
            {/* The English page gives the hours in Arabic too (docs/product.md §2). */}
            {english && (
              <>
                {" "}
                <Text span lang="ar" dir="rtl">
                  (الأحد – الخميس، 10:00 صباحًا – 6:00 مساءً)
                </Text>
              </>
            )}
          </Text>
          <Group gap="md">
            <Button component={Link} to={localisedPath("/Contact-us", localeOf(i18n))}>
              {_("about.bookExam")}
            </Button>
            <Button
              component={Link}
              to={localisedPath("/contact-form-old", localeOf(i18n))}
              variant="default"
            >
              {_("about.sendMessage")}
            </Button>
          </Group>
          {/* The details come from the server after hydration: last on the page, in a box that
              already holds their three lines, so that nothing (the footer) moves when they arrive. */}
          <Stack gap="sm" mih={CONTACT_DETAILS_HEIGHT}>
            {config?.supportEmail && (
              <Text>
                {_("about.email")}{" "}
                <Anchor href={`mailto:${config.supportEmail}`} dir="ltr">
                  {config.supportEmail}
                </Anchor>
              </Text>
            )}
            {config?.supportPhone && (
              <Text>
                {_("about.phone")}{" "}
                <Anchor href={`tel:${config.supportPhone.replace(/[^+\d]/g, "")}`} dir="ltr">
                  {config.supportPhone}
                </Anchor>
              </Text>
            )}
            {config?.officeAddress && <Text>{_("about.office", { address: config.officeAddress })}</Text>}
          </Stack>
        </Stack>
      </Stack>
    </Container>
  );
}
