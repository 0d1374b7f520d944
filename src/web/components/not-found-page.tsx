import { useLingui } from "@lingui/react";
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, type MetaArgs } from "react-router";
import { localisedPath } from "#shared/site/locales.ts";
import { siteName } from "#web/brand.ts";
import { i18nOfMatches, localeOf } from "#web/i18n/i18n.ts";
import { jsonLd, unindexedPageMeta } from "#web/lib/page-meta.ts";

/**
 * `/404` and every unknown path (docs/product.md §2); `/ar/404` and unknown `/ar/...` paths in Arabic (decision 0011). Its texts are the shell's (`notFound.*`): the back office shows it too.
 */
export function meta({ matches }: MetaArgs) {
  const i18n = i18nOfMatches(matches);
  return [
    ...unindexedPageMeta(
      i18n._("notFound.metaTitle", { site: siteName(i18n) }),
      i18n._("notFound.metaDescription"),
    ),
    jsonLd("WebPage", {
      name: i18n._("notFound.ldName"),
    }),
  ];
}

export default function NotFoundPage() {
  const { _, i18n } = useLingui();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Title order={2}>{_("notFound.title")}</Title>
        <Text c="dimmed">{_("notFound.text")}</Text>
        <Button component={Link} to={localisedPath("/", localeOf(i18n))} size="md">
          {_("notFound.home")}
        </Button>
      </Stack>
    </Container>
  );
}
