import {
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import type { RegistrationField } from "#shared/registration.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { type RegistrationForm, selectProps } from "./registration-form.ts";

/** The field a wizard input is bound to; its label is the one {@link FIELD_LABELS} gives it. */
interface Bound {
  form: RegistrationForm;
  field: RegistrationField;
}

/** A `TextInput` bound to `field` of the wizard's form (value, error, onChange), labelled from FIELD_LABELS. */
export function FieldText({ form, field, ...props }: Bound & Omit<TextInputProps, "form">) {
  return <TextInput label={FIELD_LABELS[field]} {...props} {...form.getInputProps(field)} />;
}

/** A `Textarea` bound to `field`, labelled from FIELD_LABELS. */
export function FieldTextarea({ form, field, ...props }: Bound & Omit<TextareaProps, "form">) {
  return <Textarea label={FIELD_LABELS[field]} {...props} {...form.getInputProps(field)} />;
}

/** A `Select` bound to `field` through {@link selectProps} (a change clears dependent fields, spec §4). */
export function FieldSelect({ form, field, ...props }: Bound & Omit<SelectProps, "form">) {
  return <Select label={FIELD_LABELS[field]} {...props} {...selectProps(form, field)} />;
}
