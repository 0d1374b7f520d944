import { useLingui } from "@lingui/react";
import {
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { DEGREES, GENDERS, type RegistrationField } from "#shared/registration/registration.ts";
import { type RegistrationForm, selectProps } from "./registration-form.ts";
import { fieldLabelId } from "./registration-text.ts";

/**
 * The field a wizard input is bound to; its label is the catalogue's `reg.field.<field>` (in
 * English the wizard's `FIELD_LABELS`, which `catalogs.test.ts` holds equal).
 */
interface Bound {
  form: RegistrationForm;
  field: RegistrationField;
}

/** A `TextInput` bound to `field` of the wizard's form (value, error, onChange), labelled in the page's language. */
export function FieldText({ form, field, ...props }: Bound & Omit<TextInputProps, "form">) {
  const { _ } = useLingui();
  return <TextInput label={_(fieldLabelId(field))} {...props} {...form.getInputProps(field)} />;
}

/** A `Textarea` bound to `field`, labelled in the page's language. */
export function FieldTextarea({ form, field, ...props }: Bound & Omit<TextareaProps, "form">) {
  const { _ } = useLingui();
  return <Textarea label={_(fieldLabelId(field))} {...props} {...form.getInputProps(field)} />;
}

/** A `Select` bound to `field` through {@link selectProps} (a change clears dependent fields, docs/product.md §4). */
export function FieldSelect({ form, field, ...props }: Bound & Omit<SelectProps, "form">) {
  const { _ } = useLingui();
  return <Select label={_(fieldLabelId(field))} {...props} {...selectProps(form, field)} />;
}

/** The fixed lists the wizard chooses from (docs/product.md §3), each option with its catalogue text. */
const CHOICES = {
  degree: DEGREES.map((value) => ({ value, id: `reg.degree.${value}` as const })),
  gender: GENDERS.map((value) => ({ value, id: `reg.gender.${value}` as const })),
};

/**
 * A required choice from a fixed list ({@link CHOICES}): a {@link FieldSelect} that cannot be
 * cleared once chosen, each option in the page's language.
 */
export function FieldChoice({
  field,
  ...props
}: Omit<Bound, "field"> & Omit<SelectProps, "form" | "data"> & { field: keyof typeof CHOICES }) {
  const { _ } = useLingui();
  return (
    <FieldSelect
      field={field}
      {...props}
      data={CHOICES[field].map(({ value, id }) => ({ value, label: _(id) }))}
      withAsterisk
      allowDeselect={false}
    />
  );
}
