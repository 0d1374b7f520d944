import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link } from "react-router";
import { BACK_OFFICE_MESSAGES } from "../../../shared/back-office-messages.ts";
import { INVOICE_PAGE_SIZE, type Invoice } from "../../../shared/invoices.ts";
import { BackOfficeLayout } from "../../components/back-office-layout.tsx";
import { PageNumbers } from "../../components/page-numbers.tsx";
import { RequireRole } from "../../components/require-role.tsx";
import { useCanCall } from "../../lib/permissions.ts";
import { useLastPageClamp, usePageParam } from "../../lib/use-page-param.ts";
import { EMPTY_VALUE, formatTimestamp } from "../students/student-fields.ts";
import { pageCount } from "../students/student-search-params.ts";
import { studentPath } from "../students/student-table.tsx";
import { useConfirmInvoice, useInvoices } from "./api.ts";
import {
  formatAmount,
  formatDateOnly,
  invoiceStatusColor,
  invoiceStatusLabel,
  serverMessageOr,
} from "./invoice-format.ts";

/** `/View/invoices`: staff only, never indexed. */
export function meta() {
  return [{ title: "All Invoices | Exam Registration Portal" }, { name: "robots", content: "noindex" }];
}

/** Rows of the loading skeleton: one page. */
const SKELETON_ROWS = Array.from({ length: INVOICE_PAGE_SIZE }, (_, row) => `row-${row}`);

const countLabel = (total: number) => `${total.toLocaleString()} ${total === 1 ? "invoice" : "invoices"}`;

interface InvoiceTableProps {
  invoices: readonly Invoice[];
  /** Confirms an unconfirmed invoice; left out for roles that may not confirm (no action column). */
  confirm?: { onConfirm: (invoice: Invoice) => void; pendingId: number | undefined };
}

/** The All Invoices table; scrolls sideways on narrow screens. */
function InvoiceTable({ invoices, confirm }: InvoiceTableProps) {
  return (
    <Table.ScrollContainer minWidth={1100} type="native">
      <Table
        striped
        highlightOnHover
        aria-label="All invoices"
        verticalSpacing="xs"
        fz="sm"
        style={{ whiteSpace: "nowrap" }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice number</Table.Th>
            <Table.Th>Student</Table.Th>
            <Table.Th>National ID</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Bank</Table.Th>
            <Table.Th>Payment date</Table.Th>
            <Table.Th>Created by</Table.Th>
            <Table.Th>Created at</Table.Th>
            <Table.Th>Status</Table.Th>
            {confirm && <Table.Th>Action</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td fw={600}>{invoice.invoiceNumber}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={studentPath(invoice.studentId)} size="sm">
                  {invoice.studentFullName}
                </Anchor>
              </Table.Td>
              <Table.Td>{invoice.national_id ?? EMPTY_VALUE}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                {formatAmount(invoice.amount, invoice.currency)}
              </Table.Td>
              <Table.Td>{invoice.bank ?? EMPTY_VALUE}</Table.Td>
              <Table.Td>{invoice.paymentDate ? formatDateOnly(invoice.paymentDate) : EMPTY_VALUE}</Table.Td>
              <Table.Td>{invoice.createdBy ?? EMPTY_VALUE}</Table.Td>
              <Table.Td>{formatTimestamp(invoice.created_at, true)}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge
                    color={invoiceStatusColor(invoice.confirmed)}
                    variant="light"
                    tt="none"
                    w="max-content"
                  >
                    {invoiceStatusLabel(invoice.confirmed)}
                  </Badge>
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
              </Table.Td>
              {confirm && (
                <Table.Td>
                  {!invoice.confirmed && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="green"
                      aria-label={`Confirm invoice ${invoice.invoiceNumber}`}
                      loading={confirm.pendingId === invoice.id}
                      disabled={confirm.pendingId !== undefined && confirm.pendingId !== invoice.id}
                      onClick={() => confirm.onConfirm(invoice)}
                    >
                      Confirm
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoiceList() {
  const { page, setPage } = usePageParam();
  const { data, isPending, isError, isFetching, isPlaceholderData } = useInvoices(page);
  const canConfirm = useCanCall("PATCH /api/invoices/update-invoice/:id");
  const confirmInvoice = useConfirmInvoice();
  const pages = pageCount(data?.total ?? 0, INVOICE_PAGE_SIZE);

  useLastPageClamp(page, pages, data?.total, !isPlaceholderData, setPage);

  const onConfirm = (invoice: Invoice) =>
    confirmInvoice.mutate(invoice.id, {
      onSuccess: (answer) => {
        notifications.show({ color: "green", title: "Invoices", message: answer.message });
        notifications.show({ color: "teal", title: "Student state", message: answer.stateMessage });
      },
      onError: (error) =>
        notifications.show({
          color: "red",
          title: "Invoices",
          message: serverMessageOr(error, BACK_OFFICE_MESSAGES.invoiceConfirmFailed),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>All Invoices</Title>
        {data && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {countLabel(data.total)}
          </Text>
        )}
      </Group>

      {isError ? (
        <Alert color="red" title="Could not load invoices" role="alert">
          {BACK_OFFICE_MESSAGES.invoicesFetchFailed}
        </Alert>
      ) : isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading invoices">
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} height={32} />
          ))}
        </Stack>
      ) : data.invoices.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{BACK_OFFICE_MESSAGES.noInvoices}</Text>
        </Paper>
      ) : (
        <Box pos="relative" aria-busy={isFetching}>
          <LoadingOverlay visible={isFetching && isPlaceholderData} overlayProps={{ blur: 1 }} zIndex={5} />
          <InvoiceTable
            invoices={data.invoices}
            confirm={
              canConfirm
                ? {
                    onConfirm,
                    pendingId: confirmInvoice.isPending ? confirmInvoice.variables : undefined,
                  }
                : undefined
            }
          />
        </Box>
      )}

      {data && data.total > INVOICE_PAGE_SIZE && (
        <PageNumbers pages={pages} page={page} onChange={(next) => setPage(next)} />
      )}
    </Stack>
  );
}

/**
 * All Invoices `/View/invoices` (spec §2 "Staff screens", §6: admin and auditor; §8 "Invoices"):
 * the invoices newest first in numbered pages of 10 (page in `?page=`, STYLE.md §10), each with
 * its candidate, amount, payment details, creator and status. Admin and auditor (spec §1, the
 * policy table) confirm an unconfirmed invoice, which moves its candidate to Invoice_Confirmed
 * (spec §4).
 */
export default function InvoicesPage() {
  return (
    <RequireRole page="/View/invoices">
      <BackOfficeLayout>
        <InvoiceList />
      </BackOfficeLayout>
    </RequireRole>
  );
}
