import { Alert, Anchor, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type ClientLoaderFunctionArgs, Link, useNavigate, useParams } from "react-router";
import type { Student } from "#shared/candidates/candidates.ts";
import { mayCreateInvoice, stateLabel } from "#shared/candidates/pipeline.ts";
import { CURRENCIES } from "#shared/invoices/invoices.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import { StateBadge } from "#web/components/candidates/state-badge.tsx";
import { StudentLoader } from "#web/components/candidates/student-loader.tsx";
import { UserText } from "#web/components/data-table/isolated.tsx";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { PaymentInstructionsWarning } from "#web/components/payment-instructions-warning.tsx";
import { StaffScreen } from "#web/components/staff-page.tsx";
import { type StaffTextField, StaffTextFieldset } from "#web/components/staff-text-inputs.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { studentPath } from "#web/lib/paths.ts";
import { prefetchFor } from "#web/lib/query-client.ts";
import { studentQuery } from "#web/lib/student-queries.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { useCreateInvoice } from "./api.ts";
import {
  INITIAL_INVOICE_VALUES,
  type InvoiceFormValues,
  invoiceFormSchema,
  toCreateInvoiceBody,
} from "./invoice-form.ts";

/** `/create-invoice/{studentId}`: staff only, never indexed. */
export const meta = () => staffPageMeta("Create invoice");

/** Starts the candidate's query as soon as this code has arrived (decision 0021). */
export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return prefetchFor("/create-invoice/:studentId", studentQuery(params.studentId ?? ""));
}

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

type InvoiceTextField = StaffTextField<keyof InvoiceFormValues>;

/** The invoice's own numbers and amount (the currency is a select after them). */
const INVOICE_FIELDS: InvoiceTextField[] = [
  { field: "invoiceNumber", label: "Invoice number", autoComplete: "off", maxLength: 50, required: true },
  { field: "BankInvoiceNumber", label: "Bank invoice number", autoComplete: "off", maxLength: 50 },
  {
    field: "amount",
    label: "Amount",
    description: "Up to 2 decimals, e.g. 1250.50",
    inputMode: "decimal",
    autoComplete: "off",
    required: true,
  },
];

/** How it was paid, all optional. */
const PAYMENT_FIELDS: InvoiceTextField[] = [
  { field: "paymentDate", type: "date", label: "Payment date" },
  { field: "bank", label: "Bank", maxLength: 100 },
  { field: "reference", label: "Reference", maxLength: 100 },
  { field: "SecondReference", label: "Second reference", maxLength: 100 },
];

/** Who the invoice goes to, all optional. */
const INVOICER_FIELDS: InvoiceTextField[] = [
  { field: "invoicerName", label: "Invoicer name", autoComplete: "name", maxLength: 150 },
  { field: "invoiceEmail", type: "email", label: "Invoice email", autoComplete: "email" },
  { field: "invoiceMobilePhone", type: "tel", label: "Invoice mobile phone", autoComplete: "tel" },
];

/** The optional fieldsets after the invoice's own: how it was paid and who it goes to. */
const OPTIONAL_FIELDSETS = [
  { legend: "Payment", cols: 2, fields: PAYMENT_FIELDS },
  { legend: "Invoicer", cols: 3, fields: INVOICER_FIELDS },
];

/** The invoice form of a candidate in state Invoice (docs/product.md §3 fields, §5 rules, §8 errors). */
function CreateInvoiceForm({ student }: { student: Student }) {
  const navigate = useNavigate();
  const createInvoice = useCreateInvoice();
  const { form, failure, onSubmit, required } = useStaffForm({
    initialValues: INITIAL_INVOICE_VALUES,
    validate: invoiceFormSchema,
    failureMessage: BACK_OFFICE_TEXTS.invoiceCreateFailed,
  });

  const submit = onSubmit(async (values) => {
    const answer = await createInvoice.mutateAsync(toCreateInvoiceBody(values, student.id));
    notifications.show({ color: "green", title: "Invoices", message: answer.message });
    navigate(studentPath(student.id));
  });

  const busy = form.submitting || createInvoice.isPending;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-invoice-title">
      <Stack gap="md">
        <FormFailure failure={failure} title="Could not create the invoice" />
        {/* The invoice e-mail goes out with this form: say when it would not tell how to pay. */}
        <PaymentInstructionsWarning />
        <Text size="sm" c="dimmed">
          Fields marked * are required.
        </Text>

        <StaffTextFieldset legend="Invoice" cols={2} fields={INVOICE_FIELDS} form={form} required={required}>
          <Select label="Currency" data={CURRENCY_OPTIONS} allowDeselect={false} {...required("currency")} />
        </StaffTextFieldset>

        {OPTIONAL_FIELDSETS.map((set) => (
          <StaffTextFieldset key={set.legend} {...set} form={form} required={required} />
        ))}

        <Group justify="flex-end">
          <Button component={Link} to={studentPath(student.id)} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create invoice
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreateInvoice({ studentId }: { studentId: string }) {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} id="create-invoice-title">
        Create invoice
      </Title>
      <StudentLoader
        id={studentId}
        loadingLabel="Loading the candidate"
        skeleton={
          <>
            <Skeleton height={56} />
            <Skeleton height={240} />
          </>
        }
      >
        {(student) => (
          <>
            <Paper withBorder p="md">
              <Group justify="space-between" align="center" gap="sm">
                <div>
                  <Text size="sm" c="dimmed">
                    Candidate
                  </Text>
                  <Anchor component={Link} to={studentPath(student.id)} fw={600} dir="auto">
                    {safeDisplayText(student.full_name)}
                  </Anchor>
                  {student.national_id && (
                    <Text size="sm" c="dimmed">
                      National ID <UserText value={student.national_id} />
                    </Text>
                  )}
                </div>
                <StateBadge state={student.state} />
              </Group>
            </Paper>
            {mayCreateInvoice(student.state) ? (
              <CreateInvoiceForm student={student} />
            ) : (
              <Alert color="yellow" title="Invoices cannot be created in this state" role="alert">
                <Stack gap="xs">
                  <Text size="sm">
                    An invoice can be created only while the candidate is in state Invoice.{" "}
                    <UserText value={student.full_name} /> is in state {stateLabel(student.state)}.
                  </Text>
                  <Anchor component={Link} to={studentPath(student.id)} size="sm">
                    Back to the candidate's details
                  </Anchor>
                </Stack>
              </Alert>
            )}
          </>
        )}
      </StudentLoader>
    </Stack>
  );
}

/**
 * Create invoice `/create-invoice/{studentId}` (docs/product.md §2, §3 "Invoice", §4 "Create Invoice is
 * offered only when state is Invoice", §5 "Invoice", §8 "Invoices"): for the roles that may create
 * invoices, admin and auditor (docs/product.md §1; `PAGE_POLICY` takes them from the API's entry). Shows the
 * candidate and, while they are in state Invoice, the invoice form checked with the shared schema;
 * a created invoice toasts and returns to the candidate's details; a refused one shows the server's
 * message beside its field and in an alert, else 'An error occurred'.
 */
export default function CreateInvoicePage() {
  const { studentId = "" } = useParams();
  return (
    <StaffScreen page="/create-invoice/:studentId">
      <CreateInvoice studentId={studentId} />
    </StaffScreen>
  );
}
