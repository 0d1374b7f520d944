/**
 * English texts of the possible-duplicates screen, `/duplicates` (docs/product.md §12 "Duplicates
 * and merge", decision 0031): loaded with its route (`handle`). `duplicates.reason.*` word the
 * reason codes (`DUPLICATE_REASONS` in `#shared/candidates/duplicates.ts`).
 */
export const duplicatesEn = {
  "duplicates.title": "Possible duplicates",
  "duplicates.intro":
    "Records that may be one person. Compare them, keep one and merge the other into it, or mark the pair as not a duplicate.",
  "duplicates.count": "{count} pairs",
  "duplicates.none": "No possible duplicates.",
  "duplicates.loadFailed": "The possible duplicates could not be loaded.",
  "duplicates.reason.name_dob": "Same name and date of birth",
  "duplicates.reason.phone": "Same phone",
  "duplicates.reason.national_id": "Similar national ID",
  "duplicates.reason.passport": "Similar passport number",
  "duplicates.reason.email": "Same e-mail (case or dots)",
  "duplicates.keep": "Keep this record",
  "duplicates.merge": "Merge",
  "duplicates.dismiss": "Not a duplicate",
  "duplicates.field.reference": "Reference",
  "duplicates.field.dob": "Date of birth",
  "duplicates.field.email": "E-mail",
  "duplicates.field.phone": "Phone",
  "duplicates.field.nationalId": "National ID",
  "duplicates.field.passport": "Passport",
  "duplicates.field.state": "Stage",
  "duplicates.field.exam": "Exam",
  "duplicates.field.center": "Test center",
  "duplicates.field.registered": "Registered",
  "duplicates.field.invoices": "Invoices",
  "duplicates.field.seat": "Seat",
  "duplicates.noSeat": "none",
  "duplicates.confirmTitle": "Merge these records?",
  "duplicates.confirmText":
    "{merged} will be merged into {kept}: its invoices, seats, results, e-mails and history move to {kept}, and {merged} is removed from the lists. This cannot be undone here.",
  "duplicates.confirm": "Merge into {kept}",
  "duplicates.cancel": "Cancel",
};
