import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { useState } from "react";
import { ApiError } from "./api.ts";
import { messageOr } from "./api-message.ts";
import { formFields, isFormField } from "./form-fields.ts";

// biome-ignore lint/suspicious/noExplicitAny: the constraint of Mantine's useForm, which interfaces meet.
export interface StaffFormOptions<Values extends Record<string, any>> {
  initialValues: Values;
  /**
   * The browser's checks: the shared zod schema of the request (read through Mantine's
   * `schemaResolver`), or a function when a rule needs more than the schema.
   */
  validate: StandardSchemaV1 | ((values: Values) => FormErrors);
  /** The fields in screen order, to focus the first invalid one (default: `initialValues`' keys). */
  fields?: readonly (keyof Values & string)[];
  /**
   * The alert's text for a failed submit (docs/product.md §8): a text is the fallback to the
   * server's own message (`messageOr(error, text)`), a function gives its own.
   */
  failureMessage: string | ((error: unknown) => string);
}

/**
 * One Mantine form of the staff screens (create invoice, register test center, register and edit
 * user): checked in the browser before sending, focus on the first invalid field; a submit that
 * throws puts the server's message under the field it names (`ApiError.field`, when that is one of
 * the form's fields) and focuses it, and `failure` holds the alert's text until the next submit
 * (whether that one is sent or stopped by the browser's checks: a new error replaces the old one).
 * `onSubmit(handler)` wraps the page's own success path (toast, navigation, dialog); `required(field)`
 * gives a required input its props.
 */
// biome-ignore lint/suspicious/noExplicitAny: as above.
export function useStaffForm<Values extends Record<string, any>>(options: StaffFormOptions<Values>) {
  const { initialValues, validate, failureMessage: failureText } = options;
  const failureMessage =
    typeof failureText === "function" ? failureText : (error: unknown) => messageOr(error, failureText);
  const fields = options.fields ?? formFields(initialValues);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues,
    validate: typeof validate === "function" ? validate : schemaResolver(validate, { sync: true }),
  });

  const focus = (field: keyof Values & string) => form.getInputNode(field)?.focus();

  /** Runs `handler` with the checked values; see {@link useStaffForm} for what a failure does. */
  const onSubmit = (handler: (values: Values) => Promise<void>) =>
    form.onSubmit(
      async (values) => {
        setFailure(null);
        try {
          await handler(values);
        } catch (error) {
          if (error instanceof ApiError && error.fromServer && isFormField(fields, error.field)) {
            form.setFieldError(error.field, error.message);
            focus(error.field);
          }
          setFailure(failureMessage(error));
        }
      },
      (errors) => {
        // A new error replaces the last submit's: its alert must not linger beside the field's message.
        setFailure(null);
        const first = fields.find((field) => errors[field]);
        if (first) focus(first);
      },
    );

  /** Props of a required input: the asterisk, `aria-required` and the form's value, events and error. */
  const required = (field: keyof Values & string) => ({
    withAsterisk: true,
    "aria-required": true,
    ...form.getInputProps(field),
  });

  return { form, failure, onSubmit, focus, required };
}
