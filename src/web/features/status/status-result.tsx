import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCalendarPlus, IconCheck, IconMail, IconPhone } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useMatches } from "react-router";
import type { RegulatorCode } from "#shared/reference/regulators.ts";
import type { CandidateStatus, StatusStage } from "#shared/registration/status.ts";
import { dataTextOfMatches, localeOf } from "#web/i18n/i18n.ts";
import { Facts } from "./facts.tsx";
import { RetakeCard } from "./retake-card.tsx";
import { SeatCard } from "./seat-card.tsx";
import { formatAmount, formatExamDate, formatReached } from "./status-text.ts";

/** A card with a heading (h3) for one part of the answer. */
function InfoCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The notice after a change the candidate just made (a seat moved, a retake booked), or nothing. */
function ChangeNotice({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <Alert color="green" variant="light" role="status" data-testid={testId}>
      {text}
    </Alert>
  );
}

function stageLine(i18n: I18n, stage: StatusStage): string | null {
  if (!stage.reachedAt) return null;
  const date = formatReached(stage.reachedAt, localeOf(i18n));
  return stage.status === "current"
    ? i18n._("status.reachedOn", { date })
    : i18n._("status.completedOn", { date });
}

/** The pipeline as a timeline: done stages checked and dated, the current one marked, the rest dimmed. */
function StageTimeline({ timeline }: { timeline: CandidateStatus["timeline"] }) {
  const { _, i18n } = useLingui();
  const current = timeline.findIndex((stage) => stage.status === "current");
  return (
    <Timeline active={current} bulletSize={24} lineWidth={2} aria-label={_("status.progressHeading")}>
      {timeline.map((stage) => {
        const line = stageLine(i18n, stage);
        return (
          <Timeline.Item
            key={stage.key}
            aria-current={stage.status === "current" ? "step" : undefined}
            bullet={stage.status === "done" ? <IconCheck size={14} aria-hidden /> : undefined}
            title={
              <Text
                fw={stage.status === "current" ? 700 : 500}
                c={stage.status === "upcoming" ? "dimmed" : undefined}
              >
                {_(`status.stage.${stage.key}`)}
                <VisuallyHidden>{` (${_(`status.stageState.${stage.status}`)})`}</VisuallyHidden>
              </Text>
            }
          >
            {line && (
              <Text size="sm" c="dimmed">
                {line}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** A mailto link whose subject is the reference, as the contact card's. */
const mailto = (email: string, reference: string) =>
  `mailto:${email}?subject=${encodeURIComponent(reference)}`;
/** A tel link: the number's digits and its leading +. */
const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/**
 * How to pay the invoice (docs/product.md §2 "Payment instructions"): the provider's instructions
 * in the page's language, or, without any, whom to ask meanwhile (the support address and phone)
 * with the invoice number to quote.
 */
function PaymentInstructions({
  instructions,
  invoiceNumber,
  contact,
  reference,
}: {
  instructions: string | null;
  invoiceNumber: string;
  contact: CandidateStatus["contact"];
  reference: string;
}) {
  if (instructions) {
    return (
      <Text
        size="sm"
        style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
        data-testid="payment-instructions"
      >
        {/* The provider's own text, in whichever language it was written: its own direction. */}
        <bdi>{instructions}</bdi>
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="payment-instructions">
      <Trans
        id={contact.phone ? "status.noInstructionsPhone" : "status.noInstructions"}
        values={{ email: contact.email, invoice: invoiceNumber, phone: contact.phone ?? "" }}
        components={{
          0: <Anchor href={mailto(contact.email, reference)} dir="ltr" />,
          1: <bdi style={{ whiteSpace: "nowrap" }} />,
          2: <Anchor href={tel(contact.phone ?? "")} dir="ltr" />,
        }}
      />
    </Text>
  );
}

/**
 * The answer of the status page (docs/product.md §2 "Status page"): the reference and exam, the current stage, the
 * dated timeline, what happens next, the invoice to pay, the exam with "Add to calendar", the
 * result sent and how to reach us. Its heading takes the focus, so a screen reader announces it.
 * With a seat in a sitting, the seat's card (docs/product.md §10) stands in for the exam's: the
 * candidate moves or gives it back there, and `onRefresh` reloads the answer afterwards. Once the
 * result is out the seat card gives way to the result, and after a fail or an absence to "Book a
 * retake" (docs/product.md §11 "Retake"; `focusRetake`: opened from the e-mail's retake link).
 */
export function StatusResult({
  status,
  focusRetake = false,
  onCheckAnother,
  onRefresh,
}: {
  status: CandidateStatus;
  focusRetake?: boolean;
  onCheckAnother: () => void;
  onRefresh: () => Promise<void>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { exam, invoice, appointment, contact } = status;
  // The regulator's and the specialty's names in the page's language; the code and the exam's
  // title (as the regulator publishes it) isolated, so each part keeps its place in Arabic.
  const text = dataTextOfMatches(useMatches());
  const calendarHref = `/api/status/calendar.ics?${new URLSearchParams({ t: status.token }).toString()}`;
  const [seatNotice, setSeatNotice] = useState<"moved" | "released" | null>(null);
  const [retakeNotice, setRetakeNotice] = useState<"booked" | "bookedWaiting" | null>(null);
  const calendar = appointment?.calendar && (
    <Stack gap={4} align="flex-start">
      <Button
        component="a"
        href={calendarHref}
        download="exam.ics"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        variant="light"
      >
        {_("status.addToCalendar")}
      </Button>
      <Text size="xs" c="dimmed">
        {_("status.addToCalendarHint")}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="lg" component="section" aria-labelledby="status-result-title">
      <Stack gap={6}>
        <Title order={2} id="status-result-title" ref={heading} tabIndex={-1}>
          {_("status.resultHeading")} <bdi style={{ whiteSpace: "nowrap" }}>{status.reference}</bdi>
        </Title>
        <Text size="sm" c="dimmed" data-testid="status-exam">
          {_("status.examLine")}: <bdi>{exam.category}</bdi>
          {exam.regulator && ` – ${_(`regulator.${exam.category as RegulatorCode}`)}`}
          {exam.specialty && ` · ${text(exam.specialty)}`}
          {exam.name && (
            <>
              {" · "}
              <bdi>{exam.name}</bdi>
            </>
          )}
        </Text>
        <Group gap="xs">
          <Text size="sm">{_("status.currentStage")}:</Text>
          <Badge size="lg" variant="light" data-testid="status-stage">
            {_(`status.stage.${status.stage.key}`)}
          </Badge>
        </Group>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <InfoCard title={_("status.progressHeading")} id="status-progress">
            <StageTimeline timeline={status.timeline} />
          </InfoCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <InfoCard title={_("status.nextHeading")} id="status-next">
              <Text data-testid="status-next">{_(`status.next.${status.next}`)}</Text>
            </InfoCard>

            {invoice && (
              <InfoCard title={_("status.invoiceHeading")} id="status-invoice">
                <Facts
                  label={_("status.invoiceHeading")}
                  rows={[
                    [_("status.invoiceNumber"), <bdi key="number">{invoice.number}</bdi>],
                    [
                      _("status.amount"),
                      <strong key="amount">
                        <bdi>{formatAmount(invoice.amount, invoice.currency, locale)}</bdi>
                      </strong>,
                    ],
                  ]}
                />
                <Stack gap={4}>
                  <Text fw={600} size="sm">
                    {_("status.howToPay")}
                  </Text>
                  <PaymentInstructions
                    instructions={
                      locale === "ar" ? invoice.paymentInstructionsAr : invoice.paymentInstructions
                    }
                    invoiceNumber={invoice.number}
                    contact={contact}
                    reference={status.reference}
                  />
                </Stack>
              </InfoCard>
            )}

            <ChangeNotice testId="seat-notice" text={seatNotice && _(`status.seat.${seatNotice}`)} />
            {status.seat && (
              <SeatCard
                seat={status.seat}
                token={status.token}
                contact={contact}
                reference={status.reference}
                calendar={calendar}
                onChanged={async (change) => {
                  await onRefresh();
                  setSeatNotice(change);
                }}
              />
            )}

            {appointment && !status.seat && (
              <InfoCard title={_("status.examHeading")} id="status-exam">
                <Facts
                  label={_("status.examHeading")}
                  rows={[
                    [_("status.examDate"), formatExamDate(appointment.date, locale)],
                    [
                      _("status.examTime"),
                      appointment.time ? (
                        <bdi key="time">{appointment.time}</bdi>
                      ) : (
                        _("status.timeToBeConfirmed")
                      ),
                    ],
                    // One place (the typed location, else the test center's name), never two.
                    ...(appointment.location
                      ? [
                          [_("status.location"), <bdi key="location">{appointment.location}</bdi>] as [
                            string,
                            ReactNode,
                          ],
                        ]
                      : []),
                  ]}
                />
                {calendar}
              </InfoCard>
            )}

            {status.resultSent && (
              <InfoCard title={_("status.resultSentHeading")} id="status-result-sent">
                {status.result ? (
                  <Facts
                    label={_("status.result.label")}
                    rows={[
                      [_("status.result.label"), _(`status.result.${status.result.outcome}`)],
                      ...(status.result.score === null
                        ? []
                        : [
                            [_("status.result.score"), <bdi key="score">{status.result.score}</bdi>] as [
                              string,
                              ReactNode,
                            ],
                          ]),
                      [_("status.result.receivedOn"), formatExamDate(status.result.receivedOn, locale)],
                    ]}
                  />
                ) : (
                  <Text>{_("status.resultSentText")}</Text>
                )}
              </InfoCard>
            )}

            <ChangeNotice testId="retake-notice" text={retakeNotice && _(`status.retake.${retakeNotice}`)} />
            {status.retake && (
              <RetakeCard
                retake={status.retake}
                examName={exam.name}
                token={status.token}
                focus={focusRetake}
                onBooked={async (answer) => {
                  setRetakeNotice(answer.waitingList ? "bookedWaiting" : "booked");
                  await onRefresh();
                }}
              />
            )}

            <InfoCard title={_("status.contactHeading")} id="status-contact">
              <Text size="sm">
                <Trans
                  id="status.contactText"
                  values={{ reference: status.reference }}
                  components={{ 0: <bdi style={{ whiteSpace: "nowrap" }} /> }}
                />
              </Text>
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon variant="light" size="sm" aria-hidden>
                    <IconMail size={14} />
                  </ThemeIcon>
                  <Anchor href={mailto(contact.email, status.reference)} dir="ltr">
                    {contact.email}
                  </Anchor>
                </Group>
                {contact.phone && (
                  <Group gap="xs" wrap="nowrap">
                    <ThemeIcon variant="light" size="sm" aria-hidden>
                      <IconPhone size={14} />
                    </ThemeIcon>
                    <Anchor href={tel(contact.phone)} dir="ltr">
                      {contact.phone}
                    </Anchor>
                  </Group>
                )}
              </Stack>
            </InfoCard>
          </Stack>
        </Grid.Col>
      </Grid>

      <Group>
        <Button variant="default" onClick={onCheckAnother}>
          {_("status.checkAnother")}
        </Button>
      </Group>
    </Stack>
  );
}
