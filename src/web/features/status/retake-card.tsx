import { useLingui } from "@lingui/react";
import { Alert, Button, Card, type ComboboxData, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import type { CandidateStatus } from "#shared/registration/status.ts";
import type { RetakeResponse } from "#shared/sittings/retakes.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { localiseMessage } from "#web/i18n/validation-text.ts";
import { ApiError, api } from "#web/lib/api.ts";
import { monthName } from "#web/lib/exam-months.ts";
import { useAvailability } from "#web/lib/use-availability.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";

type Field = "test_center" | "Trail_month" | "requestedDateRange";

/** A required choice of the form: `value` "" while none is chosen, and no way back to none. */
function RequiredChoice({
  value,
  onChange,
  ...select
}: {
  label: string;
  data: ComboboxData;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Select
      {...select}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? "")}
      allowDeselect={false}
      withAsterisk
    />
  );
}

/**
 * "Book a retake" (docs/product.md §11 "Retake", decision 0028), shown after a fail or an absence:
 * the wizard's test center, test month (with each month's seats at that center, as the wizard
 * shows them) and requested date range, pre-filled with the registration's; `POST
 * /api/status/retake` books the new attempt on the same registration. A refusal shows the server's
 * message at its field (or above the form); `onBooked` reloads the status. `focus` (the e-mail's
 * `retake=1` link) scrolls the card into view and focuses its heading.
 */
export function RetakeCard({
  retake,
  examName,
  token,
  focus,
  onBooked,
}: {
  retake: NonNullable<CandidateStatus["retake"]>;
  examName: string;
  token: string;
  focus: boolean;
  onBooked: (answer: RetakeResponse) => Promise<void>;
}) {
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  const centers = useTestCenters();
  const [center, setCenter] = useState(retake.testCenterId === null ? "" : String(retake.testCenterId));
  const [month, setMonth] = useState<string>(
    (TRIAL_MONTHS as readonly string[]).includes(retake.trialMonth) ? retake.trialMonth : "",
  );
  const [range, setRange] = useState(retake.requestedDateRange ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const [busy, setBusy] = useState(false);
  const seats = useAvailability(center, examName).data;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focus) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, [focus]);

  const monthLabel = (value: string) => {
    const level = seats?.get(value)?.level;
    if (!level) return monthName(value, locale);
    const seatText = _(`status.retake.seats.${level}`);
    return `${monthName(value, locale)} – ${seatText}`;
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      const { data } = await api<RetakeResponse>("/api/status/retake", {
        method: "POST",
        body: { t: token, test_center: center, Trail_month: month, requestedDateRange: range },
        onDenied: "handle",
      });
      await onBooked(data);
    } catch (caught) {
      if (caught instanceof ApiError) {
        const text = localiseMessage(i18n, caught.messageOr(_("status.failed")));
        const field = caught.field as Field | undefined;
        setErrors(
          field && ["test_center", "Trail_month", "requestedDateRange"].includes(field)
            ? { [field]: text }
            : { form: text },
        );
      } else {
        setErrors({ form: _("status.failed") });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="status-retake-title">
      <form onSubmit={submit} noValidate data-testid="status-retake">
        <Stack gap="sm">
          <Title order={3} size="h4" id="status-retake-title" ref={heading} tabIndex={-1}>
            {_("status.retake.heading")}
          </Title>
          <Text size="sm">{_("status.retake.intro")}</Text>
          {errors.form && (
            <Alert color="red" variant="light" role="alert">
              {errors.form}
            </Alert>
          )}
          <RequiredChoice
            label={_("status.retake.testCenter")}
            data={(centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={center}
            onChange={setCenter}
            error={errors.test_center}
          />
          <RequiredChoice
            label={_("status.retake.month")}
            data={TRIAL_MONTHS.map((value) => ({ value, label: monthLabel(value) }))}
            value={month}
            onChange={setMonth}
            error={errors.Trail_month}
          />
          <TextInput
            label={_("status.retake.dateRange")}
            value={range}
            onChange={(event) => setRange(event.currentTarget.value)}
            error={errors.requestedDateRange}
            withAsterisk
          />
          <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
            {_("status.retake.submit")}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
