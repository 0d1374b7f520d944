import { useLingui } from "@lingui/react";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { MetaArgs } from "react-router";
import { siteTitle } from "#web/brand.ts";
import { type I18nHandle, i18nOfMatches } from "#web/i18n/i18n.ts";
import { registerEn } from "#web/i18n/messages/register.en.ts";
import { RegistrationWizard } from "./registration-wizard.tsx";

/** The wizard's English texts travel with its route (the Arabic with `pages/ar/register.tsx`). */
export const handle: I18nHandle = { messages: { en: registerEn } };

/** `/register` and `/Register` (docs/product.md §2): public, prerendered; `/ar/register` in Arabic (decision 0011). */
export function meta({ matches }: MetaArgs) {
  const i18n = i18nOfMatches(matches);
  return [
    { title: siteTitle(i18n, "reg.metaTitle") },
    { name: "description", content: i18n._("reg.metaDescription") },
  ];
}

/**
 * The public candidate registration page (docs/product.md §2 "Student registration"): heading, note and the
 * wizard; the wizard's success screen takes the place of all three.
 */
export default function RegisterPage() {
  const { _ } = useLingui();
  return (
    <Container size="md" py="xl">
      <RegistrationWizard
        intro={
          <Stack gap="xs">
            <Title order={1}>{_("reg.heading")}</Title>
            <Text c="dimmed">{_("reg.note")}</Text>
          </Stack>
        }
      />
    </Container>
  );
}
