import { Badge } from "@mantine/core";
import { invoiceStatusColor, invoiceStatusLabel } from "./invoice-format.ts";

/**
 * An invoice's status as a badge, Confirmed or Unconfirmed (docs/product.md §2 `/View/invoices`, §3 Invoice `confirmed`): the
 * All Invoices table and the candidate's invoice list show it alike.
 */
export function InvoiceStatusBadge({ confirmed }: { confirmed: boolean }) {
  return (
    <Badge color={invoiceStatusColor(confirmed)} variant="light" tt="none" w="max-content">
      {invoiceStatusLabel(confirmed)}
    </Badge>
  );
}
