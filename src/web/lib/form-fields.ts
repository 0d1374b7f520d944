/**
 * Which inputs a staff form has, for `useStaffForm`: the first invalid one takes the focus, and a
 * server error's `field` lands under its input only when it names one of them. Kept free of React
 * so the rules are unit-tested.
 */

/** A form's fields in display order: the keys of its initial values. */
export const formFields = <Values extends object>(initialValues: Values) =>
  Object.keys(initialValues) as (keyof Values & string)[];

/** True when `field` (e.g. the `field` of a server error) is one of `fields`. */
export const isFormField = <Field extends string>(
  fields: readonly Field[],
  field: string | undefined,
): field is Field => field !== undefined && (fields as readonly string[]).includes(field);
