import { useLingui } from "@lingui/react";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useEffect, useEffectEvent, useState } from "react";
import { type CandidateStatus, statusLookupSchema } from "#shared/registration/status.ts";
import { HydratedFieldset } from "#web/components/hydrated-fieldset.tsx";
import { localiseMessage } from "#web/i18n/validation-text.ts";
import { api } from "#web/lib/api.ts";
import { messageOr } from "#web/lib/api-message.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { EXAMPLE_EMAIL, EXAMPLE_REFERENCE } from "./status-text.ts";

const FIELDS = ["reference", "email"] as const;

/** Looks a registration up (`POST /api/status`); rejects with the API client's `ApiError`. */
export async function lookUpStatus(values: { reference: string; email: string }) {
  return (await api<CandidateStatus>("/api/status", { method: "POST", body: values, onDenied: "handle" }))
    .data;
}

/**
 * The lookup form of the status page: Reference and E-mail address, checked in the browser with
 * the server's own schema (`statusLookupSchema`), its messages shown in the page's language
 * (`localiseMessage`: the schema and the API keep their English), then sent. `reference` pre-fills the first field
 * after hydration (the prerendered form is empty). The server's refusal (not found, 429) shows in
 * an alert above the fields; a 400 under its field. Each submit's error replaces the last one's
 * (the alert goes when the browser's checks stop the next submit). Disabled until hydrated, like
 * the other public forms.
 */
export function StatusLookupForm({
  reference,
  notice,
  onFound,
}: {
  reference: string | null;
  /** A message to show above the form (a signed link that did not open). */
  notice: string | null;
  onFound: (status: CandidateStatus) => void;
}) {
  const { _, i18n } = useLingui();
  const { form, failure, onSubmit, required } = useStaffForm({
    initialValues: { reference: "", email: "" },
    validate: statusLookupSchema,
    fields: FIELDS,
    failureMessage: (error) => localiseMessage(i18n, messageOr(error, _("status.failed"))),
  });
  /** A required input's props, its error (the schema's or the server's, in English) in the page's language. */
  const field = (name: (typeof FIELDS)[number]) => {
    const props = required(name);
    return {
      ...props,
      error: typeof props.error === "string" ? localiseMessage(i18n, props.error) : props.error,
    };
  };
  const prefill = useEffectEvent((value: string) => form.setFieldValue("reference", value));
  useEffect(() => {
    if (reference) prefill(reference);
  }, [reference]);

  // The link's notice is about the link: any submit replaces it with its own outcome.
  const [submitted, setSubmitted] = useState(false);
  const submit = onSubmit(async (values) => onFound(await lookUpStatus(values)));
  const alert = failure ?? (submitted ? null : notice);
  return (
    <form
      onSubmit={(event) => {
        setSubmitted(true);
        submit(event);
      }}
      noValidate
      aria-label={_("status.formLabel")}
    >
      <HydratedFieldset>
        <Stack gap="md">
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <TextInput
            label={_("status.referenceLabel")}
            placeholder={EXAMPLE_REFERENCE}
            // A code in Latin letters and digits: typed and read left to right in Arabic pages too.
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            styles={{
              input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: "0.05em" },
            }}
            {...field("reference")}
          />
          <TextInput
            label={_("status.emailLabel")}
            placeholder={EXAMPLE_EMAIL}
            type="email"
            dir="ltr"
            autoComplete="email"
            {...field("email")}
          />
          <Button type="submit" size="md" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
            {form.submitting ? _("status.submitting") : _("status.submit")}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
