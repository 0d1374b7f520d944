import { Trans, useLingui } from "@lingui/react";
import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, type MetaArgs, useSearchParams } from "react-router";
import { localisedPath } from "#shared/site/locales.ts";
import { siteTitle } from "#web/brand.ts";
import { LoginForm } from "#web/components/login-form.tsx";
import { type I18nHandle, i18nOfMatches, localeOf } from "#web/i18n/i18n.ts";
import { loginEn } from "#web/i18n/messages/login.en.ts";
import { dashboardPath } from "#web/lib/dashboard-path.ts";
import { jsonLd, unindexedPageMeta } from "#web/lib/page-meta.ts";
import { useSession } from "#web/lib/session.ts";

/** The page's English texts travel with its route (the Arabic with `pages/ar/login.tsx`). */
export const handle: I18nHandle = { messages: { en: loginEn } };

/** Title and description of `/login` (and `/ar/login` in Arabic). */
export function meta({ matches }: MetaArgs) {
  const i18n = i18nOfMatches(matches);
  return [
    ...unindexedPageMeta(siteTitle(i18n, "loginPage.metaTitle"), i18n._("loginPage.metaDescription")),
    jsonLd("WebPage", {
      name: i18n._("loginPage.ldName"),
      description: i18n._("loginPage.ldDescription"),
    }),
  ];
}

/** A same-site path from `?redirectTo=` (never another origin), else undefined. */
function safeRedirect(value: string | null): string | undefined {
  return value?.startsWith("/") && !value.startsWith("//") ? value : undefined;
}

/**
 * `/login` (docs/product.md §2, §4 "Login"): the staff login form in a centred card. A visitor who is already
 * logged in sees who they are and a link to their dashboard instead. An optional `?redirectTo=/path`
 * sends the user back there after logging in.
 */
export default function LoginPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirectTo"));
  const { _, i18n } = useLingui();

  return (
    <Container size={420} py={64}>
      <Paper withBorder shadow="md" radius="md" p="xl">
        <Title order={1} size="h2" mb="lg" ta="center">
          {_("loginPage.title")}
        </Title>
        {session ? (
          <Stack gap="md" align="center" ta="center">
            <Text>
              <Trans
                id="loginPage.loggedInAs"
                values={{ username: session.claims.username }}
                components={{ 0: <strong dir="auto" /> }}
              />
            </Text>
            <Button component={Link} to={dashboardPath(session.claims) ?? localisedPath("/", localeOf(i18n))}>
              {dashboardPath(session.claims) ? _("loginPage.toDashboard") : _("loginPage.toHome")}
            </Button>
          </Stack>
        ) : (
          <LoginForm redirectTo={redirectTo} />
        )}
      </Paper>
      <Text size="sm" c="dimmed" ta="center" mt="md">
        {_("loginPage.lookingToSit")}{" "}
        <Anchor component={Link} to={localisedPath("/Contact-us", localeOf(i18n))}>
          {_("loginPage.bookExam")}
        </Anchor>
      </Text>
    </Container>
  );
}
