import { useLingui } from "@lingui/react";
import { useForm } from "@mantine/form";
import { useEffect, useEffectEvent, useState } from "react";
import type { z } from "zod";
import { CONTACT_FORM_TEXTS } from "#shared/texts/contact-forms.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { localiseMessage } from "#web/i18n/validation-text.ts";
import { ApiError, api } from "#web/lib/api.ts";
import { parseFormDraft, readTabText, serialiseFormDraft, writeTabText } from "./contact-draft.ts";

/** Longest value a contact form's draft keeps, characters (the message allows 5000). */
const DRAFT_VALUE_MAX = 6000;

/** The forms' schemas and their checks: zod and all, loaded on the form's first focus or submit. */
type ContactForms = typeof import("#shared/inquiries/contact-forms.ts");
const loadContactForms = (): Promise<ContactForms> => import("#shared/inquiries/contact-forms.ts");

/** Where a contact form is (docs/product.md §4 "Inquiry form"): idle, submitting, then sent or failed. */
export type ContactFormStatus =
  | { kind: "idle" }
  | { kind: "sent"; message: string }
  | { kind: "failed"; message: string };

/**
 * A contact form posting to `POST /api/contact` (docs/product.md §4, §5, §8): the values are checked with the
 * form's shared zod schema on submit (`schemaOf` picks it from the schemas' module, which loads
 * when the form is first focused or sent, not with the page: decision 0005), and every field's problem is shown under it at once, the first
 * in the spec's order getting the focus (decision 0002, "Every error at once"). A sent form is cleared and shows the server's success text; a failed
 * one shows the server's message, else 'Failed to send the message. Please try again.'
 * `order` is the spec's checking order of the fields; `idPrefix` prefixes the inputs' ids
 * (`${idPrefix}-${field}`) so the problem field can be focused; `labelOf` names a field as the page
 * labels it. Every message shows in the page's language (`localiseMessage`: the schemas and the API
 * keep the spec's English). With `sendLocale`, the body carries the page's language (`locale`), so
 * the inquiry's invitation e-mail is written in it (decision 0011). What is typed is kept for the tab
 * (`sessionStorage` `${idPrefix}-draft`, decision 0002): a reload, Back or Forward loses nothing;
 * a sent form's draft is gone. `page` holds what `ContactFormPage` takes of the form (its submit and
 * first focus, status and sending state), to spread on it.
 */
export function useContactForm<V extends Record<string, string>>({
  schemaOf,
  initialValues,
  order,
  idPrefix,
  labelOf,
  sendLocale = false,
}: {
  schemaOf: (forms: ContactForms) => z.ZodType;
  initialValues: V;
  order: readonly string[];
  idPrefix: string;
  labelOf: (field: keyof V & string) => string;
  sendLocale?: boolean;
}) {
  const { i18n } = useLingui();
  const form = useForm<V>({ mode: "controlled", initialValues });
  // The tab's draft (decision 0002): restored after hydration (the prerendered form is empty), then
  // kept on every change; a sent form, emptied, removes it.
  const draftKey = `${idPrefix}-draft`;
  const [restored, setRestored] = useState(false);
  const restore = useEffectEvent(() => {
    const fields = new Set(Object.keys(initialValues));
    const draft = parseFormDraft(readTabText(draftKey), fields, DRAFT_VALUE_MAX);
    if (draft) form.setValues(draft as Partial<V>);
    setRestored(true);
  });
  useEffect(() => restore(), []);
  useEffect(() => {
    if (!restored) return;
    writeTabText(
      draftKey,
      serialiseFormDraft(form.values, new Set(Object.keys(initialValues)), DRAFT_VALUE_MAX),
    );
  }, [restored, form.values, draftKey, initialValues]);
  /** A message about `field` (undefined: the alert's) in the page's language. */
  const say = (message: string, field?: string) =>
    localiseMessage(i18n, message, field && field in initialValues ? labelOf(field) : undefined);
  const [status, setStatus] = useState<ContactFormStatus>({ kind: "idle" });
  const [submitting, setSubmitting] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setStatus({ kind: "idle" });
    const body = sendLocale ? { ...values, locale: localeOf(i18n) } : values;
    const forms = await loadContactForms();
    const { data, issues } = forms.contactFormIssues(schemaOf(forms), body, order);
    const [first] = issues;
    if (first) {
      // Every field's problem at once, the spec's first one focused and scrolled into view.
      form.setErrors(
        Object.fromEntries(issues.map((issue) => [issue.field, say(issue.message, issue.field)])),
      );
      const input = document.getElementById(`${idPrefix}-${first.field}`);
      input?.scrollIntoView({ block: "center" });
      input?.focus({ preventScroll: true });
      return;
    }
    setSubmitting(true);
    try {
      const { data: answer } = await api<{ success: true; message: string }>("/api/contact", {
        method: "POST",
        body: data,
      });
      form.reset();
      setStatus({ kind: "sent", message: say(answer.message) });
    } catch (error) {
      if (error instanceof ApiError && error.field)
        form.setErrors({ [error.field]: say(error.message, error.field) });
      const message =
        error instanceof ApiError && error.fromServer ? error.message : CONTACT_FORM_TEXTS.sendFailed;
      setStatus({
        kind: "failed",
        message: say(message, error instanceof ApiError ? error.field : undefined),
      });
    } finally {
      setSubmitting(false);
    }
  });

  /** Props of the input for `field`: value, change handler, error and id. */
  const inputProps = (field: keyof V & string) => ({
    ...form.getInputProps(field),
    id: `${idPrefix}-${field}`,
    name: field,
  });

  /** Starts loading the schemas when the visitor starts on the form (its first focus). */
  const prepare = () => void loadContactForms();

  return { form, inputProps, page: { onSubmit: submit, onFocus: prepare, status, submitting } };
}
