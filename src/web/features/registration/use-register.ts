import { useLingui } from "@lingui/react";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { registrationResponseSchema } from "#shared/registration/registration.ts";
import type { Locale } from "#shared/site/locales.ts";
import { api } from "#web/lib/api.ts";
import { retryWhenNoAnswer, useIdempotencyKey } from "#web/lib/idempotency-key.ts";
import type { RegistrationFormValues } from "./wizard-steps.ts";

type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/**
 * Sends the wizard's values to `POST /api/FormRegister` (docs/product.md §7) as they are: the server trims them,
 * turns blanks into nulls and the test center id into a number. On success it also shows the
 * 'Registration successful!' notification (docs/product.md §2; in the page's language); the wizard shows the success screen with the
 * candidate's reference (docs/product.md §2 "Student registration") and explains failures (`registrationFailure`, docs/product.md §8). Each
 * submission attempt carries an `Idempotency-Key` and is retried when no answer came: a
 * registration saved whose answer was lost is answered again, not refused as a duplicate (decision 0019).
 */
export function useRegister() {
  const idempotency = useIdempotencyKey();
  const { _ } = useLingui();
  return useMutation({
    // `invite`: the token of an inquiry's invitation link (docs/product.md §2 "Inquiries page"), sent beside the fields;
    // `locale`: the language the candidate registered in (their e-mails are written in it).
    mutationFn: async (values: RegistrationFormValues & { locale: Locale; invite?: string }) =>
      (
        await api<RegistrationResponse>("/api/FormRegister", {
          method: "POST",
          body: values,
          headers: idempotency.headersFor(values),
        })
      ).data,
    retry: retryWhenNoAnswer,
    onSuccess: () => {
      idempotency.settle();
      notifications.show({
        color: "green",
        title: _("reg.success.notification"),
        message: _("reg.success.title"),
      });
    },
  });
}
