/**
 * English texts of the five regulator exam pages (docs/product.md §2 "Regulator exam pages", §4 "Exam
 * dialog", §9): loaded with their route (`handle`). See `en.ts` for the format. The regulators'
 * own facts (summary, result times, durations, specialties, levels) are reference data
 * (`#shared/reference/regulators.ts`); their Arabic is in `#web/i18n/data/regulators.ar.ts`.
 */
export const regulatorEn = {
  "regPage.fallbackTitle": "Prometric Exams | Exam Registration Portal",
  "regPage.heading": "Prometric Exams for the {name} ({code})",
  "regPage.title": "{code} Prometric Exams | {name}",
  "regPage.description":
    "Book {code} Prometric exams for the {name} ({country}): {exams} exams in {specialties} specialties, from USD {low}. Results in {resultTime}; exams last {duration}.",
  "regPage.bookNow": "Book Now",
  "regPage.browse": "Browse exams",
  "regPage.examsLabel": "exams",
  "regPage.specialtiesLabel": "specialties",
  "regPage.fromUsd": "from USD {amount}",
  "regPage.upToUsd": "up to USD {amount}, depending on the exam",
  "regPage.beforeYouBook": "Before you book",
  "regPage.results": "Results",
  "regPage.duration": "Exam duration",
  "regPage.fees": "Fees",
  "regPage.feeRange": "USD {low} to {high}",
  "regPage.feeNote": "The fee depends on the exam; we confirm it when you book.",
  "regPage.format": "Format",
  "regPage.formatText": "Computer-based, multiple-choice questions, taken at a Prometric test center",
  "regPage.note":
    "<0>Please note:</0> we do not sell or endorse any exam preparation materials. For eligibility rules and exam content, follow the official guidance of the {code}.",
  "regPage.find": "Find your {code} exam",
  "regPage.chooseExam": "Choose an exam to see its details, then book it with us.",
  "regPage.searchLabel": "Search by exam name",
  "regPage.searchPlaceholder": "Search by exam name...",
  "regPage.specialty": "Specialty",
  "regPage.allSpecialties": "All Specialties",
  "regPage.showing": "Showing {shown} of {total} exams",
  "regPage.showingAll": "Showing all {total} exams",
  "regPage.noMatch": "No exams match your search",
  "regPage.tryAnother": "Try another exam name, or choose {all}.",
  "regPage.clear": "Clear filters",
  "regDialog.close": "Close",
  "regDialog.aboutToRegister": "You are about to register for the exam <0>{exam}</0>.",
  "regDialog.regulator": "Regulator",
  "regDialog.specialty": "Specialty",
  "regDialog.duration": "Duration",
  "regDialog.results": "Results",
  "regDialog.price": "Price",
  "regDialog.priceText": "from USD {low} (up to USD {high}, depending on the exam)",
  "regDialog.examPrice": "USD {price}",
  "regDialog.format": "Format",
  "regDialog.register": "Register for this exam",
  "regDialog.bookNow": "Book Now",
} as const;
