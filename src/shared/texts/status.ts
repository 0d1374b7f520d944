/**
 * The status lookup's fixed texts (`docs/product.md §2` "Status page"): the form's checks and the
 * API's answers, plain constants (no zod) so every page can recognise them.
 */

/** The lookup's own texts (one place, for the Arabic pass). */
export const STATUS_TEXTS = {
  referenceRequired: "Please enter your reference.",
  referenceInvalid: "Please enter your reference as it appears in our e-mails, e.g. EX-26-7K3QF9.",
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  /** The one answer for an unknown reference, a wrong address, a deleted registration, a bad link. */
  notFound: "We could not find a registration with this reference and e-mail address.",
  noExam: "No exam appointment is scheduled yet.",
} as const;
