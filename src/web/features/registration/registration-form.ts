/**
 * The wizard's form state (`@mantine/form`) and the binding of choice inputs to it, so that a change
 * also clears the fields that depend on it (docs/product.md §4).
 */
import { type UseFormReturnType, useForm } from "@mantine/form";
import type { ReactNode } from "react";
import type { RegistrationField } from "#shared/registration/registration.ts";
import { dependentResets, EMPTY_VALUES, type RegistrationFormValues } from "./wizard-steps.ts";

/** The registration form handed to each step component. */
export type RegistrationForm = UseFormReturnType<RegistrationFormValues>;

/** Creates the wizard's form: every field an empty string (docs/product.md §3 wire names). */
export function useRegistrationForm(): RegistrationForm {
  return useForm<RegistrationFormValues>({ mode: "controlled", initialValues: EMPTY_VALUES });
}

/** Sets `field` and clears the fields that depend on it (docs/product.md §4), with their errors. */
export function changeField(form: RegistrationForm, field: RegistrationField, value: string) {
  const patch = { [field]: value, ...dependentResets(field, value, form.getValues()) };
  form.setValues(patch);
  for (const key of Object.keys(patch)) form.clearFieldError(key as RegistrationField);
}

/**
 * Props for a Mantine `Radio.Group` (or, through {@link selectProps}, a `Select`) bound to `field`: the value (null when empty, so the
 * input shows its placeholder), the error, and an onChange that stores "" for a cleared choice and
 * applies the dependent resets.
 */
export function choiceProps(form: RegistrationForm, field: RegistrationField) {
  return {
    value: form.getValues()[field] || null,
    error: form.errors[field] as ReactNode,
    onChange: (value: string | null) => changeField(form, field, value ?? ""),
    // As `getInputProps` marks its inputs: the wizard finds the first field in error by it.
    "data-path": field,
  };
}

/**
 * {@link choiceProps} for a Mantine `Select`. Mantine 9 keeps a closed dropdown mounted (hidden) and
 * labelled by the input's label, so `getByLabel("Country")` would match two elements; the dropdown is
 * mounted only while open instead. A searchable list opens on a click or on typing, not on focus:
 * the focus a failed Next puts on it must leave its message visible, not cover it with the list.
 */
export function selectProps(form: RegistrationForm, field: RegistrationField) {
  return { ...choiceProps(form, field), comboboxProps: { keepMounted: false }, openOnFocus: false };
}
