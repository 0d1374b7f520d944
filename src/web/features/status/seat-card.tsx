import { Trans, useLingui } from "@lingui/react";
import { Alert, Anchor, Button, Card, Group, Modal, Radio, Stack, Text, Title } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import type { CandidateStatus } from "#shared/registration/status.ts";
import type { CandidateSeat } from "#shared/sittings/sittings.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { localiseMessage } from "#web/i18n/validation-text.ts";
import { ApiError, api } from "#web/lib/api.ts";
import { Facts } from "./facts.tsx";
import { formatChangeUntil, formatExamDate } from "./status-text.ts";

/** Another sitting the candidate may move to (`GET /api/status/sittings`, `seatOptionSchema`). */
interface SeatOption {
  id: number;
  date: string;
  startTime: string;
  durationMinutes: number;
  room: string | null;
}

type Mode = "idle" | "loading" | "choosing";

/**
 * The candidate's seat in a sitting (docs/product.md §10 "Sittings"): date, start time, duration,
 * center and room; until the change deadline, "Change the date" (the other open sittings from
 * `GET /api/status/sittings`, then `POST /api/status/seat`) and "Give the seat back" (confirmed in a
 * dialog, `POST /api/status/seat/release`); after it, whom to write to. A refusal (409 past the
 * deadline, a sitting just filled) shows the server's message. `onChanged` reloads the status.
 */
export function SeatCard({
  seat,
  token,
  contact,
  reference,
  calendar,
  onChanged,
}: {
  seat: CandidateSeat;
  token: string;
  contact: CandidateStatus["contact"];
  reference: string;
  /** The "Add to calendar" block of the exam, when the page offers one. */
  calendar?: ReactNode;
  onChanged: (change: "moved" | "released") => Promise<void>;
}) {
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  const [mode, setMode] = useState<Mode>("idle");
  const [options, setOptions] = useState<SeatOption[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; saved?: boolean } | null>(null);
  const [releasing, setReleasing] = useState(false);

  const fail = (caught: unknown) =>
    setError({
      text:
        caught instanceof ApiError
          ? localiseMessage(i18n, caught.messageOr(_("status.failed")))
          : _("status.failed"),
    });

  async function openChoices() {
    setError(null);
    setMode("loading");
    try {
      const { data } = await api<{ sittings: SeatOption[] }>("/api/status/sittings", {
        query: { t: token },
        onDenied: "handle",
      });
      setOptions(data.sittings);
      setChosen(null);
      setMode("choosing");
    } catch (caught) {
      fail(caught);
      setMode("idle");
    }
  }

  async function change(path: string, body: object, done: "moved" | "released") {
    setError(null);
    setBusy(true);
    let sent = false;
    try {
      await api(path, { method: "POST", body: { t: token, ...body }, onDenied: "handle" });
      sent = true;
      setMode("idle");
      setReleasing(false);
      await onChanged(done);
    } catch (caught) {
      setReleasing(false);
      // The change went through but the page could not reload: say so, not "not changed".
      if (sent) setError({ text: _("status.seat.reloadFailed"), saved: true });
      else fail(caught);
    } finally {
      setBusy(false);
    }
  }

  const optionLabel = (option: SeatOption) =>
    [
      formatExamDate(option.date, locale),
      option.startTime,
      _("status.seat.minutes", { minutes: option.durationMinutes }),
      option.room,
    ]
      .filter(Boolean)
      .join(" · ");

  const rows: [string, ReactNode][] = [
    [_("status.examDate"), formatExamDate(seat.date, locale)],
    [_("status.seat.startTime"), <bdi key="time">{seat.startTime}</bdi>],
    [_("status.seat.duration"), _("status.seat.minutes", { minutes: seat.durationMinutes })],
    [_("status.seat.testCenter"), <bdi key="center">{seat.testCenter}</bdi>],
    ...(seat.room ? [[_("status.seat.room"), <bdi key="room">{seat.room}</bdi>] as [string, ReactNode]] : []),
  ];

  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="status-seat"
      data-testid="status-seat"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="status-seat">
          {_("status.seat.heading")}
        </Title>
        <Facts label={_("status.seat.heading")} rows={rows} />
        {calendar}
        <Stack gap={4} align="flex-start">
          {/* The admission letter (docs/product.md §11): the same PDF staff print, from this seat. */}
          <Button
            component="a"
            href={`/api/status/admission-letter.pdf?${new URLSearchParams({ t: token }).toString()}`}
            target="_blank"
            rel="noopener"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            variant="light"
            data-testid="admission-letter"
          >
            {_("status.seat.letter")}
          </Button>
          <Text size="xs" c="dimmed">
            {_("status.seat.letterHint")}
          </Text>
        </Stack>
        {seat.canChange ? (
          <Text size="sm" c="dimmed" data-testid="seat-change-until">
            {_("status.seat.changeUntil", { until: formatChangeUntil(seat.changeUntil, locale) })}
          </Text>
        ) : (
          <Text size="sm" data-testid="seat-deadline-passed" style={{ overflowWrap: "anywhere" }}>
            <Trans
              id="status.seat.deadlinePassed"
              values={{ email: contact.email }}
              components={{
                0: (
                  <Anchor
                    href={`mailto:${contact.email}?subject=${encodeURIComponent(reference)}`}
                    dir="ltr"
                  />
                ),
              }}
            />
          </Text>
        )}
        {error && (
          <Alert
            color={error.saved ? "yellow" : "red"}
            variant="light"
            role="alert"
            title={error.saved ? undefined : _("status.seat.notChanged")}
          >
            {error.text}
          </Alert>
        )}
        {seat.canChange && mode !== "choosing" && (
          <Group gap="sm">
            <Button variant="light" onClick={openChoices} loading={mode === "loading"}>
              {_("status.seat.changeDate")}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setReleasing(true)}>
              {_("status.seat.giveBack")}
            </Button>
          </Group>
        )}
        {seat.canChange && mode === "choosing" && (
          <Stack gap="sm">
            {options.length === 0 ? (
              <Text size="sm">{_("status.seat.noOtherDates")}</Text>
            ) : (
              <Radio.Group label={_("status.seat.chooseDate")} value={chosen} onChange={setChosen}>
                <Stack gap="xs" mt="xs">
                  {options.map((option) => (
                    <Radio key={option.id} value={String(option.id)} label={optionLabel(option)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <Group gap="sm">
              {options.length > 0 && (
                <Button
                  disabled={!chosen}
                  loading={busy}
                  onClick={() => change("/api/status/seat", { sittingId: Number(chosen) }, "moved")}
                >
                  {_("status.seat.confirmMove")}
                </Button>
              )}
              <Button variant="default" disabled={busy} onClick={() => setMode("idle")}>
                {_("status.seat.cancel")}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <Modal
        opened={releasing}
        onClose={() => setReleasing(false)}
        title={_("status.seat.giveBackTitle")}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{_("status.seat.giveBackText")}</Text>
          <Group gap="sm" justify="flex-end">
            <Button variant="default" disabled={busy} onClick={() => setReleasing(false)}>
              {_("status.seat.keep")}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => change("/api/status/seat/release", {}, "released")}
            >
              {_("status.seat.giveBackConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
