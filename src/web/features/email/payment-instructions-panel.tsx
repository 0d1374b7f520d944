import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  PAYMENT_INSTRUCTION_LABELS,
  type PaymentInstructions,
  paymentInstructionsUpdateSchema,
} from "#shared/invoices/payment-instructions.ts";
import { FormFailure, LoadFailed } from "#web/components/failure-alert.tsx";
import { invoicesWithout } from "#web/components/payment-instructions-warning.tsx";
import { ListTable } from "#web/components/table-state.tsx";
import { formatTimestamp } from "#web/lib/format.ts";
import { usePaymentInstructions, useSavePaymentInstructions } from "#web/lib/payment-instructions.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";

interface Texts {
  en: string;
  ar: string;
}

const LANGUAGES = ["en", "ar"] as const;

/** What each editor is for. */
const DESCRIPTIONS: Texts = {
  en: "Bank, account holder, IBAN, and what to quote with the payment. One item per line.",
  ar: "For candidates who registered in Arabic. Left empty, they get the English text.",
};

/** A saved text for the table: its first line, and "(not set)" for none. */
const firstLine = (value: string | null) =>
  value ? `${value.split("\n")[0]}${value.includes("\n") ? " …" : ""}` : "(not set)";

/** The last saves, newest first: when, who, and the start of each text. */
function History({ history }: { history: PaymentInstructions["history"] }) {
  if (history.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" id="payment-history">
        History
      </Title>
      <ListTable
        aria-labelledby="payment-history"
        minWidth={520}
        columns={["Saved", "By", "English", "Arabic"]}
        highlightOnHover={false}
        verticalSpacing={undefined}
        fz={undefined}
      >
        {history.map((version) => (
          <Table.Tr key={`${version.updated_at}-${version.updated_by}`}>
            <Table.Td>{formatTimestamp(version.updated_at, true)}</Table.Td>
            <Table.Td>{version.updated_by}</Table.Td>
            <Table.Td>{firstLine(version.en)}</Table.Td>
            <Table.Td>
              <span dir="auto">{firstLine(version.ar)}</span>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/** The editors of the two texts, opened on what is saved (English: else `PAYMENT_INSTRUCTIONS`). */
function InstructionsForm({ settings }: { settings: PaymentInstructions }) {
  const save = useSavePaymentInstructions();
  const { form, failure, onSubmit } = useStaffForm<Texts>({
    initialValues: { en: settings.en ?? settings.environment ?? "", ar: settings.ar ?? "" },
    validate: paymentInstructionsUpdateSchema,
    fields: ["en", "ar"],
    failureMessage: "The payment instructions were not saved.",
  });
  const submit = onSubmit(async (values) => {
    await save.mutateAsync({ en: values.en, ar: values.ar });
    form.resetDirty();
    notifications.show({ color: "teal", message: "Payment instructions saved." });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {LANGUAGES.map((lang) => (
          <Textarea
            key={lang}
            label={PAYMENT_INSTRUCTION_LABELS[lang]}
            description={DESCRIPTIONS[lang]}
            autosize
            minRows={4}
            maxRows={12}
            lang={lang}
            dir={lang === "ar" ? "rtl" : "ltr"}
            {...form.getInputProps(lang)}
          />
        ))}
        <FormFailure failure={failure} />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {settings.updated_at
              ? `Saved ${formatTimestamp(settings.updated_at, true)} by ${settings.updated_by ?? "unknown"}`
              : settings.environment
                ? "Not saved yet: invoices use PAYMENT_INSTRUCTIONS from the server's configuration."
                : "Not saved yet."}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The E-mail screen's Payment instructions tab (docs/product.md §2 "Payment instructions"): how
 * candidates pay an invoice, in English and Arabic, shown in the invoice e-mail and on the status
 * page; a warning while a language has none, and the history of saves.
 */
export function PaymentInstructionsPanel() {
  const { data, isPending, isError, refetch } = usePaymentInstructions();
  if (isError) {
    return <LoadFailed onRetry={() => refetch()}>The payment instructions could not be loaded.</LoadFailed>;
  }
  if (isPending) return <Skeleton height={320} aria-label="Loading the payment instructions" />;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payment-instructions-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="payment-instructions-title">
            Payment instructions
          </Title>
          <Text size="sm" c="dimmed">
            Shown under "How to pay" in the invoice e-mail and on the candidate's status page, in the
            candidate's language.
          </Text>
        </div>
        {data.missing.length > 0 && (
          <Alert color="yellow" role="alert" data-testid="payment-instructions-warning">
            {`${invoicesWithout(data.missing)} go out without payment instructions: candidates are only told to contact the support address.`}
          </Alert>
        )}
        {/* A save brings new saved texts: the editors start again from them. */}
        <InstructionsForm key={data.updated_at ?? "initial"} settings={data} />
        <History history={data.history} />
      </Stack>
    </Card>
  );
}
