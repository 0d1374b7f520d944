import { Fieldset, SimpleGrid, TextInput, type TextInputProps } from "@mantine/core";
import type { ReactNode } from "react";

/** One text input of a staff form: the field it edits, whether it is required, its own props. */
export type StaffTextField<Field extends string> = Omit<TextInputProps, "form" | "required"> & {
  field: Field;
  required?: boolean;
};

interface StaffTextInputsProps<Field extends string> {
  fields: readonly StaffTextField<Field>[];
  form: { getInputProps(field: Field): object };
  required: (field: Field) => object;
}

/**
 * The text inputs of a staff form (docs/product.md §5: the rules of its fields), one per entry of
 * `fields` in their order, each bound to its field of `form`; a required one through `required`
 * (`useStaffForm`'s: the asterisk and `aria-required` too).
 */
export function StaffTextInputs<Field extends string>({
  fields,
  form,
  required,
}: StaffTextInputsProps<Field>) {
  return fields.map(({ field, required: isRequired, ...input }) => (
    <TextInput key={field} {...input} {...(isRequired ? required(field) : form.getInputProps(field))} />
  ));
}

/**
 * A fieldset of a staff form named `legend`: its {@link StaffTextInputs} then `children` (e.g. a
 * select), `cols` to a row from the small breakpoint up, one on a phone.
 */
export function StaffTextFieldset<Field extends string>({
  legend,
  cols,
  children,
  ...inputs
}: StaffTextInputsProps<Field> & { legend: string; cols: number; children?: ReactNode }) {
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: cols }}>
        <StaffTextInputs {...inputs} />
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}
