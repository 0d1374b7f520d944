/**
 * English texts of the two contact forms (docs/product.md §2, §4, §5), `/Contact-us` (the Book Exam inquiry)
 * and `/contact-form-old`: loaded with their routes (`handle`), not by the shell. See `en.ts` for
 * the format. Their validation messages and the server's answer are `validation.*`
 * (`validation-text.ts`); the English pages show the schemas' own messages unchanged.
 */
export const contactEn = {
  "contact.metaTitle": "Book Your Exam",
  "contact.metaDescription":
    "Book a Prometric exam for SCFHS, DHA, DHP, MOH or NHRA at an authorized test venue: send your details and we will contact you with dates and seats.",
  "contact.badge": "Authorized Prometric Test Venue",
  "contact.partnerLink": "View us on Prometric",
  "contact.newTab": "(opens in a new tab)",
  "contact.heading": "Book Your Exam",
  "contact.intro":
    "Tell us which exam you want to take and how to reach you. Our staff will contact you with available dates and seats.",
  "contact.questions": "Questions? Write to <0>{email}</0>.",
  "contact.formLabel": "Book exam inquiry",
  "contact.exam": "Exam",
  "contact.examPlaceholder": "Choose the exam",
  "contact.noExam": "No exam found",
  "contact.examOption": "{code} Exam",
  "contact.fullName": "Full name",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.currentJob": "Current job",
  "contact.nationality": "Nationality",
  "contact.nationalityPlaceholder": "Choose a country",
  "contact.noCountry": "No country found",
  "contact.messageOptional": "Message (optional)",
  "contact.send": "Send inquiry",
  "contact.sending": "Sending...",
  "contact.bookingMessage": 'I would like to book the {regulator} exam "{exam}" ({specialty}).',
  "contact.old.metaTitle": "Contact Us",
  "contact.old.metaDescription":
    "Send us a message about your booking, invoice or registration; our staff answer on working days.",
  "contact.old.heading": "Contact Us",
  "contact.old.intro": "Send us a message and we will answer on the next working day.",
  "contact.old.formLabel": "Contact message",
  "contact.old.subject": "Subject",
  "contact.old.message": "Message",
  "contact.old.send": "Send message",
} as const;
