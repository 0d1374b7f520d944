import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { type ClientLoaderFunctionArgs, Link } from "react-router";
import { INVOICE_PAGE_SIZE, type Invoice } from "#shared/invoices/invoices.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import { ColumnChooser } from "#web/components/data-table/column-chooser.tsx";
import type { DataColumn } from "#web/components/data-table/columns.ts";
import { DataTable } from "#web/components/data-table/data-table.tsx";
import { useColumnChoice } from "#web/components/data-table/use-column-choice.ts";
import { PageNumbers } from "#web/components/page-numbers.tsx";
import { staffPage } from "#web/components/staff-page.tsx";
import { TableState, type TableTexts } from "#web/components/table-state.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { EMPTY_VALUE, formatTimestamp } from "#web/lib/format.ts";
import { PAGES_ONLY, pageCount, parseListSearch } from "#web/lib/list-search.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { studentPath } from "#web/lib/paths.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { prefetchFor } from "#web/lib/query-client.ts";
import { useLastPageClamp, useListSearch } from "#web/lib/use-list-search.ts";
import { invoicesQuery, useConfirmInvoice, useInvoices } from "./api.ts";
import { formatAmount, formatDateOnly } from "./invoice-format.ts";
import { InvoiceStatusBadge } from "./invoice-status-badge.tsx";

/** `/View/invoices`: staff only, never indexed. */
export const meta = () => staffPageMeta("All Invoices");

/** Starts the page's invoices as soon as this code has arrived (decision 0021). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const { page } = parseListSearch(PAGES_ONLY, new URL(request.url).searchParams);
  return prefetchFor("/View/invoices", invoicesQuery(page));
}

const countLabel = (total: number) => `${total.toLocaleString()} ${total === 1 ? "invoice" : "invoices"}`;

const INVOICES_TABLE: TableTexts = {
  failedTitle: "Could not load invoices",
  failed: BACK_OFFICE_TEXTS.invoicesFetchFailed,
  loading: "Loading invoices",
  empty: BACK_OFFICE_TEXTS.noInvoices,
};

/**
 * Columns of All Invoices: the invoice, its candidate and its status are always shown (decision 0009); amount, payment date and bank, what staff match against the bank statement, by
 * default; the candidate's national ID and who created the invoice when, once picked.
 */
const INVOICE_COLUMNS: readonly DataColumn<Invoice>[] = [
  {
    key: "invoiceNumber",
    label: "Invoice number",
    cell: (invoice) => (
      <Text span inherit fw={600}>
        {invoice.invoiceNumber}
      </Text>
    ),
    essential: true,
    card: "title",
  },
  {
    key: "student",
    label: "Student",
    cell: (invoice) => (
      <Anchor component={Link} to={studentPath(invoice.studentId)} size="sm">
        {invoice.studentFullName}
      </Anchor>
    ),
    essential: true,
    wrap: true,
  },
  {
    key: "status",
    label: "Status",
    cell: (invoice) => <InvoiceStatus invoice={invoice} />,
    essential: true,
    card: "aside",
  },
  {
    key: "amount",
    label: "Amount",
    align: "right",
    cell: (invoice) => (
      <Text span inherit style={{ fontVariantNumeric: "tabular-nums" }}>
        {formatAmount(invoice.amount, invoice.currency)}
      </Text>
    ),
  },
  {
    key: "paymentDate",
    label: "Payment date",
    cell: (invoice) => (invoice.paymentDate ? formatDateOnly(invoice.paymentDate) : EMPTY_VALUE),
  },
  { key: "bank", label: "Bank", cell: (invoice) => invoice.bank ?? EMPTY_VALUE, wrap: true },
  {
    key: "national_id",
    label: "National ID",
    cell: (invoice) => invoice.national_id ?? EMPTY_VALUE,
    hiddenByDefault: true,
  },
  {
    key: "createdBy",
    label: "Created by",
    cell: (invoice) => invoice.createdBy ?? EMPTY_VALUE,
    hiddenByDefault: true,
  },
  {
    key: "created_at",
    label: "Created at",
    cell: (invoice) => formatTimestamp(invoice.created_at, true),
    hiddenByDefault: true,
  },
];

/** An invoice's status badge, with who confirmed it and when. */
function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  return (
    <Stack gap={2} align="flex-start">
      <InvoiceStatusBadge confirmed={invoice.confirmed} />
      {invoice.confirmed && invoice.confirmedBy && (
        <Text span size="xs" c="dimmed">
          {`by ${invoice.confirmedBy}`}
        </Text>
      )}
      {invoice.confirmed && invoice.confirmed_at && (
        <Text span size="xs" c="dimmed">
          {formatTimestamp(invoice.confirmed_at, true)}
        </Text>
      )}
    </Stack>
  );
}

interface InvoiceTableProps {
  invoices: readonly Invoice[];
  /** The columns chosen (`useColumnChoice("invoices", INVOICE_COLUMNS).shown`). */
  columns: readonly DataColumn<Invoice>[];
  /** Confirms an unconfirmed invoice; left out for roles that may not confirm (no action column). */
  confirm?: { onConfirm: (invoice: Invoice) => void; pendingId: number | undefined };
}

/** The All Invoices table, Confirm pinned to the right edge; cards on a phone. */
function InvoiceTable({ invoices, columns, confirm }: InvoiceTableProps) {
  return (
    <DataTable<Invoice>
      label="All invoices"
      rows={invoices}
      columns={columns}
      action={
        confirm && {
          label: "Action",
          cell: (invoice, place) =>
            !invoice.confirmed && (
              <Button
                size={place === "card" ? "sm" : "compact-sm"}
                fullWidth={place === "card"}
                variant="light"
                color="green"
                aria-label={`Confirm invoice ${invoice.invoiceNumber}`}
                loading={confirm.pendingId === invoice.id}
                disabled={confirm.pendingId !== undefined && confirm.pendingId !== invoice.id}
                onClick={() => confirm.onConfirm(invoice)}
              >
                Confirm
              </Button>
            ),
        }
      }
    />
  );
}

function InvoiceList() {
  const {
    search: { page },
    setPage,
  } = useListSearch(PAGES_ONLY);
  const query = useInvoices(page);
  const { data, isFetching, isPlaceholderData } = query;
  const canConfirm = useCanCall("PATCH /api/invoices/update-invoice/:id");
  const confirmInvoice = useConfirmInvoice();
  const pages = pageCount(data?.total ?? 0, INVOICE_PAGE_SIZE);
  const columns = useColumnChoice("invoices", INVOICE_COLUMNS);

  useLastPageClamp(page, pages, data?.total, !isPlaceholderData, setPage);

  // Asked first, as Confirm Student is: confirming e-mails the candidate "payment received" at once.
  const onConfirm = (invoice: Invoice) =>
    modals.openConfirmModal({
      title: "Confirm payment",
      children: (
        <Text size="sm">
          Confirm the payment of invoice <b>{invoice.invoiceNumber}</b> (
          {formatAmount(invoice.amount, invoice.currency)}) by <bdi>{invoice.studentFullName}</bdi>? The
          student moves to Invoice Confirmed and is e-mailed that the payment was received (unless that e-mail
          is switched off).
        </Text>
      ),
      labels: { confirm: "Confirm payment", cancel: "Cancel" },
      onConfirm: () => confirmPayment(invoice),
    });

  const confirmPayment = (invoice: Invoice) =>
    confirmInvoice.mutate(invoice.id, {
      onSuccess: (answer) => {
        notifications.show({ color: "green", title: "Invoices", message: answer.message });
        notifications.show({ color: "teal", title: "Student state", message: answer.stateMessage });
      },
      onError: (error) =>
        notifications.show({
          color: "red",
          title: "Invoices",
          message: messageOr(error, BACK_OFFICE_TEXTS.invoiceConfirmFailed),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>All Invoices</Title>
        <Group gap="sm">
          {data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {countLabel(data.total)}
            </Text>
          )}
          <ColumnChooser tableLabel="All invoices" choice={columns} />
        </Group>
      </Group>

      <TableState
        query={query}
        texts={INVOICES_TABLE}
        skeletonRows={INVOICE_PAGE_SIZE}
        empty={data?.invoices.length === 0}
        overlay={isFetching && isPlaceholderData}
      >
        {data && (
          <InvoiceTable
            invoices={data.invoices}
            columns={columns.shown}
            confirm={
              canConfirm
                ? {
                    onConfirm,
                    pendingId: confirmInvoice.isPending ? confirmInvoice.variables : undefined,
                  }
                : undefined
            }
          />
        )}
      </TableState>

      {data && data.total > INVOICE_PAGE_SIZE && (
        <PageNumbers pages={pages} page={page} onChange={(next) => setPage(next)} />
      )}
    </Stack>
  );
}

/**
 * All Invoices `/View/invoices` (docs/product.md §2 "Staff screens", §6: admin and auditor; §8 "Invoices"):
 * the invoices newest first in numbered pages of 10 (page in `?page=`, STYLE.md §10), each with
 * its candidate, amount, payment details, creator and status. Admin and auditor (docs/product.md §1, the
 * policy table) confirm an unconfirmed invoice after a confirm dialog (it e-mails the candidate),
 * which moves its candidate to Invoice_Confirmed (docs/product.md §4). "Columns" shows the lesser columns; Confirm stays at the right edge, cards on a phone
 * (decision 0009).
 */
export default staffPage("/View/invoices", InvoiceList);
