import { Trans, useLingui } from "@lingui/react";
import { Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useEffectEvent, useState } from "react";
import { type MetaArgs, useLocation, useNavigate } from "react-router";
import { statusPath } from "#shared/registration/reference.ts";
import type { CandidateStatus } from "#shared/registration/status.ts";
import { arabicPath } from "#shared/site/locales.ts";
import { siteTitle } from "#web/brand.ts";
import { type I18nHandle, i18nOfMatches, localeOf } from "#web/i18n/i18n.ts";
import { statusEn } from "#web/i18n/messages/status.en.ts";
import { localiseMessage } from "#web/i18n/validation-text.ts";
import { ApiError, api } from "#web/lib/api.ts";
import { unindexedPageMeta } from "#web/lib/page-meta.ts";
import { OfferCard } from "./offer-card.tsx";
import { StatusLookupForm } from "./status-lookup-form.tsx";
import { StatusResult } from "./status-result.tsx";
import { EXAMPLE_REFERENCE } from "./status-text.ts";

/** How long the links of our e-mails work (`lib/status-links.ts` on the server), days. */
const LINK_DAYS = 30;

/** The page's English texts travel with its route (the Arabic come with the `/ar` layout). */
export const handle: I18nHandle = { messages: { en: statusEn } };

/**
 * `/status` (docs/product.md §2 "Status page") and `/ar/status` (decision 0011): public and prerendered, but kept out of
 * search engines (`noindex`, robots.txt): it holds no content of its own, and its signed-link URLs
 * must never be indexed.
 */
export function meta({ matches }: MetaArgs) {
  const i18n = i18nOfMatches(matches);
  return unindexedPageMeta(siteTitle(i18n, "status.metaTitle"), i18n._("status.metaDescription"));
}

/** Opens a signed link (`GET /api/status?t=`); rejects with the API client's `ApiError`. */
async function openLink(token: string, signal?: AbortSignal) {
  return (await api<CandidateStatus>("/api/status", { query: { t: token }, signal, onDenied: "handle" }))
    .data;
}

/**
 * The candidate's status page: the lookup form (reference pre-filled from `?reference=`, as the
 * wizard's success screen links), or, for `?t=` (the signed link of the e-mails), the status at
 * once. Once a link has opened, the address bar shows `?reference=` instead of the token, so the
 * token does not linger in the history or on a shared screen. For `?offer=` (the `seat_offer`
 * e-mail's link, decision 0022 "Waiting list"), the held seat's card comes above the lookup form.
 */
export default function StatusPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  const [status, setStatus] = useState<CandidateStatus | null>(null);
  const [opening, setOpening] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const params = new URLSearchParams(search);
  const token = params.get("t");
  const reference = params.get("reference");
  // Read after hydration: the prerendered page has no query, so the card must not be in the first render.
  const [offer, setOffer] = useState<string | null>(null);
  const offerParam = params.get("offer");
  useEffect(() => setOffer(offerParam), [offerParam]);

  // The result e-mail's retake link (`&retake=1`, decision 0028): the retake form is brought into view.
  const [focusRetake, setFocusRetake] = useState(false);
  const retakeParam = params.get("retake") === "1";
  const opened = useEffectEvent((found: CandidateStatus) => {
    setFocusRetake(retakeParam);
    setStatus(found);
    const path = statusPath(found.reference);
    navigate(locale === "ar" ? arabicPath(path) : path, { replace: true });
  });
  const failed = useEffectEvent((error: unknown) => {
    const expired = error instanceof ApiError && error.status === 404;
    setNotice(
      expired
        ? _("status.linkFailed", { days: LINK_DAYS })
        : error instanceof ApiError
          ? localiseMessage(i18n, error.messageOr(_("status.failed")))
          : _("status.failed"),
    );
  });
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setOpening(true);
    setNotice(null);
    openLink(token, controller.signal)
      .then(opened, (error: unknown) => {
        if (!controller.signal.aborted) failed(error);
      })
      .finally(() => setOpening(false));
    return () => controller.abort();
  }, [token]);

  return (
    <Container size="lg" py={{ base: 24, md: 48 }} px={{ base: "sm", sm: "md" }}>
      <Stack gap="lg">
        <Stack gap="xs" maw={720}>
          <Title order={1}>{_("status.heading")}</Title>
          {!status && (
            <Text c="dimmed">
              <Trans id="status.intro" values={{ example: EXAMPLE_REFERENCE }} components={{ 0: <bdi /> }} />
            </Text>
          )}
        </Stack>
        {offer && !status && <OfferCard offer={offer} locale={locale} />}
        {status ? (
          <StatusResult
            status={status}
            focusRetake={focusRetake}
            onCheckAnother={() => {
              setStatus(null);
              setNotice(null);
            }}
            onRefresh={async () => setStatus(await openLink(status.token))}
          />
        ) : opening ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{_("status.openingLink")}</Text>
          </Group>
        ) : (
          <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" maw={560}>
            <StatusLookupForm reference={reference} notice={notice} onFound={setStatus} />
          </Paper>
        )}
        {!status && (
          <Text size="xs" c="dimmed" maw={560}>
            {_("status.privacy")}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
