import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useId } from "react";
import { Link } from "react-router";
import type { Student } from "#shared/candidates/candidates.ts";
import { mayCreateInvoice } from "#shared/candidates/pipeline.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import { BACK_OFFICE_TEXTS, noInvoiceForMessage } from "#shared/texts/back-office.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { ListTable } from "#web/components/table-state.tsx";
import { EMPTY_VALUE, formatTimestamp } from "#web/lib/format.ts";
import { createInvoicePath } from "#web/lib/paths.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useStudentInvoices } from "./api.ts";
import { formatAmount, formatDateOnly } from "./invoice-format.ts";
import { InvoiceStatusBadge } from "./invoice-status-badge.tsx";

/** "{at} by {who}", or whichever of the two is known. */
function byLine(at: string | null, who: string | null): string {
  const parts = [at ? formatTimestamp(at, true) : null, who ? `by ${who}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : EMPTY_VALUE;
}

/**
 * The invoice list of the candidate detail page (docs/product.md §2 /students/{id} "invoice list, Create
 * Invoice button", §4, §8): the candidate's invoices newest first with number, amount and
 * currency, payment date, status, who created and who confirmed each and when; 'No invoice
 * related to {name}' when there is none. The Create Invoice button shows only while the candidate
 * is in state Invoice (docs/product.md §4) and only to the roles that may create invoices (admin and auditor,
 * docs/product.md §1; the policy table).
 */
export function StudentInvoices({ student }: { student: Student }) {
  const headingId = useId();
  const mayCreate = useCanCall("POST /api/invoices/create-invoice");
  const { data: invoices, isPending, isError } = useStudentInvoices(student.id);
  const canCreate = mayCreate && mayCreateInvoice(student.state);

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id={headingId}>
          Invoices
        </Title>
        {canCreate && (
          <Button component={Link} to={createInvoicePath(student.id)}>
            Create Invoice
          </Button>
        )}
      </Group>

      {isError ? (
        <Alert color="red" title="Could not load invoices" role="alert">
          {BACK_OFFICE_TEXTS.invoicesFetchFailed}
        </Alert>
      ) : isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading invoices">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : invoices.length === 0 ? (
        <Paper withBorder p="md">
          <Text c="dimmed">{isolated(noInvoiceForMessage(safeDisplayText(student.full_name)))}</Text>
        </Paper>
      ) : (
        <ListTable
          label={`Invoices of ${student.full_name}`}
          minWidth={820}
          columns={[
            "Invoice number",
            { label: "Amount", ta: "right" },
            "Payment date",
            "Status",
            "Created",
            "Confirmed",
          ]}
          withTableBorder
          highlightOnHover={false}
          style={{ whiteSpace: "nowrap" }}
        >
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td fw={600}>{invoice.invoiceNumber}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                {formatAmount(invoice.amount, invoice.currency)}
              </Table.Td>
              <Table.Td>{invoice.paymentDate ? formatDateOnly(invoice.paymentDate) : EMPTY_VALUE}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge confirmed={invoice.confirmed} />
              </Table.Td>
              <Table.Td>{byLine(invoice.created_at, invoice.createdBy)}</Table.Td>
              <Table.Td>
                {invoice.confirmed ? byLine(invoice.confirmed_at, invoice.confirmedBy) : EMPTY_VALUE}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
