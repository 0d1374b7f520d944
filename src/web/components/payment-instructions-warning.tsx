import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import type { PaymentInstructions } from "#shared/invoices/payment-instructions.ts";
import { usePaymentInstructions } from "#web/lib/payment-instructions.ts";
import { useCanOpen } from "#web/lib/permissions.ts";

/** Where the instructions are set: the E-mail screen's tab. */
export const PAYMENT_INSTRUCTIONS_PATH = "/email?tab=payment";

const LANGUAGE = { en: "English", ar: "Arabic" } as const;

/** "Invoices", or "English invoices" when one language only lacks them. */
export function invoicesWithout(missing: PaymentInstructions["missing"]): string {
  return missing.length === 1 ? `${LANGUAGE[missing[0]!]} invoices` : "Invoices";
}

/**
 * The staff warning that invoices go out without payment instructions (docs/product.md §2
 * "Payment instructions"), shown while a language has none: on the dashboard and the create-invoice
 * page. Admins get the link to set them; an auditor is told to ask one. Nothing for a role that
 * may not read them, while loading, or once every language has instructions.
 */
export function PaymentInstructionsWarning() {
  const { data } = usePaymentInstructions();
  const canEdit = useCanOpen("/email");
  if (!data || data.missing.length === 0) return null;
  return (
    <Alert
      color="yellow"
      role="alert"
      title="No payment instructions"
      icon={<IconAlertTriangle aria-hidden />}
      data-testid="payment-instructions-warning"
    >
      <Text size="sm">
        {`${invoicesWithout(data.missing)} go out without payment instructions: the invoice e-mail and the status page only tell candidates to contact the support address. `}
        {canEdit ? (
          <Anchor
            component={Link}
            to={PAYMENT_INSTRUCTIONS_PATH}
            size="sm"
            c="inherit"
            fw={700}
            underline="always"
          >
            Set payment instructions
          </Anchor>
        ) : (
          "Ask an admin to set them on the E-mail screen."
        )}
      </Text>
    </Alert>
  );
}
