/**
 * The wizard's field labels in the page's language (decision 0011): ids `reg.field.*` of the register
 * catalogue, whose English is `FIELD_LABELS`. Its validation messages go through the one
 * localiser of the public forms (`#web/i18n/validation-text.ts`), naming the field with this label.
 */
import type { I18n } from "@lingui/core";
import type { RegistrationField } from "#shared/registration/registration.ts";
import { localiseMessage } from "#web/i18n/validation-text.ts";

/** The label id of a wizard field. */
export const fieldLabelId = (field: RegistrationField) => `reg.field.${field}` as const;

/**
 * A message about `field` (undefined: the alert above the buttons) as the page shows it: the
 * specification's exact English on `/register`, Arabic on `/ar/register` when it is one of ours.
 */
export const localiseRegistrationMessage = (
  i18n: I18n,
  field: RegistrationField | undefined,
  message: string,
) => localiseMessage(i18n, message, field ? i18n._(fieldLabelId(field)) : undefined);
