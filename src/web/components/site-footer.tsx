import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { useSiteConfig } from "../lib/site-config.ts";

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
 * with the support address from `GET /api/site-config`, and the copyright line. Hidden on
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
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
            <Text size="sm">Riyadh, Saudi Arabia</Text>
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
