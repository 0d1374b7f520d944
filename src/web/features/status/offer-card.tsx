import { useLingui } from "@lingui/react";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { decodeJwt } from "jose";
import { useState } from "react";
import type { Locale } from "#shared/site/locales.ts";
import { localiseMessage } from "#web/i18n/validation-text.ts";
import { ApiError, api } from "#web/lib/api.ts";
import { formatChangeUntil } from "./status-text.ts";

/**
 * The seat held for a waiting candidate (decision 0022, "Waiting list"; docs/product.md §10): the
 * `seat_offer` e-mail links to `/status?offer=…`, and "Book this seat" turns the hold into a booking
 * (`POST /api/seat-offers/claim`). A link that is not valid or has run out (404) or an offer that ran
 * out or was used (409) shows why, in the page's language.
 */
export function OfferCard({ offer, locale }: { offer: string; locale: Locale }) {
  const { _, i18n } = useLingui();
  const until = heldUntilOf(offer);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      await api("/api/seat-offers/claim", { method: "POST", body: { t: offer }, onDenied: "handle" });
      setBooked(true);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 404
          ? _("status.offer.invalid")
          : caught instanceof ApiError && caught.status === 409
            ? _("status.offer.gone")
            : caught instanceof ApiError
              ? localiseMessage(i18n, caught.messageOr(_("status.failed")))
              : _("status.failed"),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {booked ? _("status.offer.booked") : _("status.offer.heading")}
        </Title>
        <Text>
          {booked
            ? _("status.offer.bookedText")
            : until
              ? _("status.offer.textUntil", { until: formatChangeUntil(until, locale) })
              : _("status.offer.text")}
        </Text>
        {error && (
          <Alert color="red" role="alert" title={_("status.offer.notBooked")}>
            {error}
          </Alert>
        )}
        {!booked && (
          <Button onClick={claim} loading={busy} style={{ alignSelf: "flex-start" }}>
            {_("status.offer.book")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * When the hold ends, read from the link's own token (its `exp` is the hold's end, decision 0022),
 * as an ISO instant; null for a token that does not decode. Not trusted for anything but display:
 * the claim is checked by the server.
 */
export function heldUntilOf(token: string): string | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === "number" ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}
