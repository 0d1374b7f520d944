/**
 * English texts of the course pages (docs/product.md §2 /Programs/hr, /PMP, /SupplyChain; §9): loaded with
 * their routes (`handle`). The courses themselves (titles, certificates, outcomes) are reference
 * data (`#shared/reference/courses.ts`); their Arabic is in `#web/i18n/data/courses.ar.ts`.
 */
export const courseEn = {
  "course.pageTitle": "{heading}{suffix} | Exam Registration Portal",
  "course.price": "USD {price}",
  "course.schedule": "{hours} hours · {sessions} sessions",
  "course.hoursValue": "{hours} hours",
  "course.sessionsValue": "{sessions} sessions",
  "course.showDetails": ", show details",
  "course.dialogFallback": "Course",
  "course.close": "Close",
  "course.priceLabel": "Price",
  "course.hoursLabel": "Hours",
  "course.sessionsLabel": "Sessions",
  "course.prerequisiteLabel": "Prerequisite",
  "course.askUs": "Ask us before you book",
  "course.certificate": "The certificate",
  "course.outcomes": "You will be able to",
  "course.bookInquiry": "Book through an inquiry",
  "course.register": "Register",
} as const;
