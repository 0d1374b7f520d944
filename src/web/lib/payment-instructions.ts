/**
 * TanStack Query hooks of the payment instructions (docs/product.md §2 "Payment instructions"):
 * `GET /api/payment-instructions` (admins and auditors) and `PUT` (admins).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type PaymentInstructionsUpdate,
  paymentInstructionsSchema,
  paymentInstructionsUpdateResultSchema,
} from "#shared/invoices/payment-instructions.ts";
import { apiParsed } from "#web/lib/api.ts";
import { useCanCall } from "./permissions.ts";

/** Query key of the instructions. */
export const paymentInstructionKeys = { all: ["payment-instructions"] as const };

/**
 * The saved texts, the initial value, what is in force, the missing languages and the history;
 * only asked for when the user's role may read them.
 */
export function usePaymentInstructions() {
  const allowed = useCanCall("GET /api/payment-instructions");
  return useQuery({
    queryKey: paymentInstructionKeys.all,
    enabled: allowed,
    queryFn: ({ signal }) => apiParsed(paymentInstructionsSchema, "/api/payment-instructions", { signal }),
  });
}

/** Saves both texts as a new version (`PUT /api/payment-instructions`); the instructions reload. */
export function useSavePaymentInstructions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentInstructionsUpdate) =>
      apiParsed(paymentInstructionsUpdateResultSchema, "/api/payment-instructions", {
        method: "PUT",
        body,
      }),
    onSuccess: (result) => client.setQueryData(paymentInstructionKeys.all, result.settings),
  });
}
