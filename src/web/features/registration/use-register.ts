import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { MESSAGES } from "../../../shared/messages.ts";
import type { registrationResponseSchema } from "../../../shared/students.ts";
import { api } from "../../lib/api.ts";
import type { RegistrationFormValues } from "./wizard-steps.ts";

type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/**
 * Sends the wizard's values to `POST /api/FormRegister` (spec §7) as they are: the server trims them,
 * turns blanks into nulls and the test center id into a number. On success it also shows the
 * 'Registration successful!' notification (spec §2); the wizard shows the alert, resets the form and
 * explains failures (`registrationFailure`, spec §8).
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (values: RegistrationFormValues) =>
      (await api<RegistrationResponse>("/api/FormRegister", { method: "POST", body: values })).data,
    onSuccess: () => {
      notifications.show({ color: "green", title: "Registration", message: MESSAGES.registrationSuccess });
    },
  });
}
