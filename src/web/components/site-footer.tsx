import { useLingui } from "@lingui/react";
import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { REGULATOR_LINKS } from "#shared/reference/regulator-links.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { siteName } from "#web/brand.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import type { MessageKey } from "#web/i18n/messages/catalog.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";

/** Quick links: the regulator pages, the course pages and About (docs/product.md §2 "Public"). */
const FOOTER_LINKS: { label: MessageKey; to: string }[] = [
  { label: "footer.hrPrograms", to: "/Programs/hr" },
  { label: "footer.supplyChainPrograms", to: "/SupplyChain" },
  { label: "footer.pmp", to: "/PMP" },
  { label: "footer.about", to: "/about" },
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
 * Site footer (docs/product.md §1 "Public pages", §9): working hours in English and Arabic, contact details
 * from `GET /api/site-config` (support address, phone and office when configured; last, so that
 * they move nothing when they arrive), quick links to the exam and program pages, and the
 * copyright line. Hidden on /Contact-us by the app shell.
 */
export function SiteFooter() {
  const year = useCurrentYear();
  const config = useSiteConfig();
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);

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
              {_("footer.workingHours")}
            </Title>
            <Text size="sm">{_("footer.hours")}</Text>
            {/* The English pages give the hours in Arabic too (docs/product.md §1). */}
            {locale === "en" && (
              <Text size="sm" dir="rtl" lang="ar">
                الأحد – الخميس، 10:00 صباحًا – 6:00 مساءً
              </Text>
            )}
          </Stack>
          <Stack gap={4} component="nav" aria-label={_("footer.navLabel")}>
            <Title order={2} size="h5">
              {_("footer.examsAndPrograms")}
            </Title>
            {REGULATOR_LINKS.map((regulator) => (
              <Anchor
                key={regulator.code}
                component={Link}
                to={localisedPath(regulator.path, locale)}
                size="sm"
              >
                {_("regulator.exams", { code: regulator.code })}
              </Anchor>
            ))}
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={localisedPath(link.to, locale)} size="sm">
                {_(link.label)}
              </Anchor>
            ))}
          </Stack>
          {/* Last: its details come from the server after the first paint, and lines added at the
              end of the footer move nothing a reader sees (no layout shift; on a phone the columns
              stack). */}
          <Stack gap={4} component="address" style={{ fontStyle: "normal" }}>
            <Title order={2} size="h5">
              {_("footer.contactUs")}
            </Title>
            <Anchor component={Link} to={localisedPath("/Contact-us", locale)} size="sm">
              {_("footer.bookExam")}
            </Anchor>
            <Anchor component={Link} to={localisedPath("/status", locale)} size="sm">
              {_("footer.checkStatus")}
            </Anchor>
            {/* Addresses and numbers read left to right in Arabic text too. */}
            {config?.supportEmail && (
              <Anchor href={`mailto:${config.supportEmail}`} size="sm" dir="ltr">
                {config.supportEmail}
              </Anchor>
            )}
            {config?.supportPhone && (
              <Anchor href={`tel:${config.supportPhone.replace(/[^+\d]/g, "")}`} size="sm" dir="ltr">
                {config.supportPhone}
              </Anchor>
            )}
            {config?.officeAddress && <Text size="sm">{config.officeAddress}</Text>}
          </Stack>
        </SimpleGrid>
        <Divider my="md" />
        <Text size="xs" c="dimmed" ta="center">
          {year
            ? _("footer.copyright", { year: String(year), site: siteName(i18n) })
            : _("footer.copyrightNoYear", { site: siteName(i18n) })}
        </Text>
      </Container>
    </Box>
  );
}
