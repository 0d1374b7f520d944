import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { BACK_OFFICE_MESSAGES } from "../../../shared/back-office-messages.ts";
import { CURRENCIES } from "../../../shared/invoices.ts";
import type { Student } from "../../../shared/students.ts";
import { BackOfficeLayout } from "../../components/back-office-layout.tsx";
import { RequireRole } from "../../components/require-role.tsx";
import { ApiError } from "../../lib/api.ts";
import { studentErrorMessage, useStudent } from "../students/api.ts";
import { StateBadge } from "../students/state-badge.tsx";
import { stateLabel } from "../students/student-fields.ts";
import { studentPath } from "../students/student-table.tsx";
import { useCreateInvoice } from "./api.ts";
import {
  INITIAL_INVOICE_VALUES,
  INVOICE_FORM_FIELDS,
  type InvoiceFormValues,
  invoiceFormSchema,
  isInvoiceFormField,
  toCreateInvoiceBody,
} from "./invoice-form.ts";
import { serverMessageOr } from "./invoice-format.ts";

/** `/create-invoice/{studentId}`: staff only, never indexed. */
export function meta() {
  return [{ title: "Create invoice | Exam Registration Portal" }, { name: "robots", content: "noindex" }];
}

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** The invoice form of a candidate in state Invoice (spec §3 fields, §5 rules, §8 errors). */
function CreateInvoiceForm({ student }: { student: Student }) {
  const navigate = useNavigate();
  const createInvoice = useCreateInvoice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvoiceFormValues>({
    mode: "controlled",
    initialValues: INITIAL_INVOICE_VALUES,
    validate: schemaResolver(invoiceFormSchema, { sync: true }),
  });

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = INVOICE_FORM_FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await createInvoice.mutateAsync(toCreateInvoiceBody(values, student.id));
      notifications.show({ color: "green", title: "Invoices", message: answer.message });
      navigate(studentPath(student.id));
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && isInvoiceFormField(field)) {
        form.setFieldError(field, error.message);
        form.getInputNode(field)?.focus();
      }
      setFailure(serverMessageOr(error, BACK_OFFICE_MESSAGES.invoiceCreateFailed));
    }
  }, focusFirstError);

  const busy = form.submitting || createInvoice.isPending;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-invoice-title">
      <Stack gap="md">
        {failure && (
          <Alert color="red" title="Could not create the invoice" role="alert">
            {failure}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Fields marked * are required.
        </Text>

        <Fieldset legend="Invoice">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Invoice number"
              withAsterisk
              aria-required
              autoComplete="off"
              maxLength={50}
              {...form.getInputProps("invoiceNumber")}
            />
            <TextInput
              label="Bank invoice number"
              autoComplete="off"
              maxLength={50}
              {...form.getInputProps("BankInvoiceNumber")}
            />
            <TextInput
              label="Amount"
              description="Up to 2 decimals, e.g. 1250.50"
              withAsterisk
              aria-required
              inputMode="decimal"
              autoComplete="off"
              {...form.getInputProps("amount")}
            />
            <Select
              label="Currency"
              withAsterisk
              aria-required
              data={CURRENCY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("currency")}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Payment">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="Payment date" {...form.getInputProps("paymentDate")} />
            <TextInput label="Bank" maxLength={100} {...form.getInputProps("bank")} />
            <TextInput label="Reference" maxLength={100} {...form.getInputProps("reference")} />
            <TextInput label="Second reference" maxLength={100} {...form.getInputProps("SecondReference")} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Invoicer">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Invoicer name"
              autoComplete="name"
              maxLength={150}
              {...form.getInputProps("invoicerName")}
            />
            <TextInput
              type="email"
              label="Invoice email"
              autoComplete="email"
              {...form.getInputProps("invoiceEmail")}
            />
            <TextInput
              type="tel"
              label="Invoice mobile phone"
              autoComplete="tel"
              {...form.getInputProps("invoiceMobilePhone")}
            />
          </SimpleGrid>
        </Fieldset>

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
  const { data: student, isPending, isError, error } = useStudent(studentId);

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} id="create-invoice-title">
        Create invoice
      </Title>
      {isError ? (
        <Alert color="red" title="Student details" role="alert">
          {studentErrorMessage(error)}
        </Alert>
      ) : isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the candidate">
          <Skeleton height={56} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <>
          <Paper withBorder p="md">
            <Group justify="space-between" align="center" gap="sm">
              <div>
                <Text size="sm" c="dimmed">
                  Candidate
                </Text>
                <Anchor component={Link} to={studentPath(student.id)} fw={600}>
                  {student.full_name}
                </Anchor>
                {student.national_id && (
                  <Text size="sm" c="dimmed">
                    National ID {student.national_id}
                  </Text>
                )}
              </div>
              <StateBadge state={student.state} />
            </Group>
          </Paper>
          {student.state === "Invoice" ? (
            <CreateInvoiceForm student={student} />
          ) : (
            <Alert color="yellow" title="Invoices cannot be created in this state" role="alert">
              <Stack gap="xs">
                <Text size="sm">
                  An invoice can be created only while the candidate is in state Invoice.{" "}
                  {`${student.full_name} is in state ${stateLabel(student.state)}.`}
                </Text>
                <Anchor component={Link} to={studentPath(student.id)} size="sm">
                  Back to the candidate's details
                </Anchor>
              </Stack>
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Create invoice `/create-invoice/{studentId}` (spec §2, §3 "Invoice", §4 "Create Invoice is
 * offered only when state is Invoice", §5 "Invoice", §8 "Invoices"): for the roles that may create
 * invoices, admin and auditor (spec §1; `PAGE_POLICY` takes them from the API's entry). Shows the
 * candidate and, while they are in state Invoice, the invoice form checked with the shared schema;
 * a created invoice toasts and returns to the candidate's details; a refused one shows the server's
 * message beside its field and in an alert, else 'An error occurred'.
 */
export default function CreateInvoicePage() {
  const { studentId = "" } = useParams();
  return (
    <RequireRole page="/create-invoice/:studentId">
      <BackOfficeLayout>
        <CreateInvoice studentId={studentId} />
      </BackOfficeLayout>
    </RequireRole>
  );
}
