/**
 * English validation and API messages of the public forms (the wizard, the status page, the two
 * contact forms; decision 0011): the source the Arabic is written from. Each is the shape of a message
 * the shared schemas or the API give (`{label}`, `{max}`, `{date}` where the English varies); the
 * English pages show the schemas' own messages unchanged, so this catalogue never travels to the
 * browser. `validation-text.ts` recognises the messages; `validation-text.test.ts` holds the exact
 * ones equal to the shared constants (docs/product.md §5, §8).
 */
export const validationEn = {
  "validation.stepIncomplete": "Please fill in all required fields for this step",
  "validation.required": "{label} is required.",
  "validation.tooLong": "{label} must be {max, plural, one {# character} other {# characters}} or fewer.",
  "validation.notAllowed": "{label} contains characters that are not allowed.",
  "validation.refusedCharacters":
    "{label} contains characters that are not allowed (control, bidi or zero-width).",
  "validation.oneLine": "{label} must be one line.",
  "validation.email": "Please enter a valid email address",
  "validation.phone": "Please enter a valid phone number.",
  "validation.dateFormat": "{label} must be a date (YYYY-MM-DD).",
  "validation.realDate": "{label} must be a real date (YYYY-MM-DD).",
  "validation.dobMax": "Date of birth must be on or before {date}.",
  "validation.dobMin": "Date of birth must be on or after {date}.",
  "validation.countryList": "Please choose a country from the list.",
  "validation.choose": "Please choose: {label}.",
  "validation.idOrPassport": "Please provide a National ID or a Passport Number.",
  "validation.usRequired": "{label} is required for the United States.",
  "validation.usOnly": "{label} applies only to the United States.",
  "validation.usStateList": "Please choose a US state from the list.",
  "validation.zip": "Please enter a valid US ZIP code (12345 or 12345-6789).",
  "validation.specialtyOfCategory": "Please choose a specialty of the chosen exam category.",
  "validation.examOfSpecialty": "Please choose an exam of the chosen specialty.",
  "validation.examRetired": "This exam is no longer offered: please choose another.",
  "validation.duplicate": "Registration failed. Duplicate entry found in field: {label}",
  "validation.retry": "Registration failed. Please try again.",
  "validation.status.referenceRequired": "Please enter your reference.",
  "validation.status.referenceInvalid":
    "Please enter your reference as it appears in our e-mails, e.g. EX-26-7K3QF9.",
  "validation.status.emailRequired": "Please enter your e-mail address.",
  "validation.status.emailInvalid": "Please enter a valid e-mail address.",
  "validation.status.notFound": "We could not find a registration with this reference and e-mail address.",
  "validation.status.noExam": "No exam appointment is scheduled yet.",
  "validation.tooLongShort": "At most {max, plural, one {# character} other {# characters}}, please.",
  "validation.tooManyRequests":
    "Too many requests: try again in {seconds, plural, one {# second} other {# seconds}}.",
  "validation.contact.examRequired": "Exam name is required.",
  "validation.contact.examList": "Please choose an exam from the list.",
  "validation.contact.fullNameRequired": "Full name is required.",
  "validation.contact.emailRequired": "Email is required.",
  "validation.contact.phoneRequired": "Phone number is required.",
  "validation.contact.jobRequired": "Current job is required.",
  "validation.contact.nationalityRequired": "Nationality is required.",
  "validation.contact.subjectRequired": "Subject is required.",
  "validation.contact.oldEmailInvalid": "Please provide a valid email.",
  "validation.contact.messageRequired": "Message is required.",
  "validation.contact.sendFailed": "Failed to send the message. Please try again.",
  "validation.contact.sent": "Thank you! Your message has been sent. We will contact you soon.",
} as const;
