/**
 * English texts of the About page (docs/product.md §2), `/about`: loaded with its route (`handle`). See
 * `en.ts` for the format.
 */
export const aboutEn = {
  "about.metaTitle": "About Us and Contact | Exam Registration Portal",
  "about.metaDescription":
    "Who we are: an authorized Prometric test venue in the Gulf for healthcare licensing exams and professional programs. Working hours, support address and how to book an exam.",
  "about.ldName": "About Us",
  "about.title": "About Us",
  "about.intro":
    "We are a training and assessment provider and an authorized Prometric test venue in the Gulf. Healthcare professionals book their licensing exams with us for the Saudi Commission for Health Specialties (SCFHS), the Dubai Health Authority (DHA), Qatar's Department of Healthcare Professions (DHP), the Kuwait Ministry of Health (MOH) and Bahrain's National Health Regulatory Authority (NHRA).",
  "about.programs":
    "Beside the exams we teach management, supply chain, project management and English programs, and certificates for trainers, teachers and school directors.",
  "about.missionTitle": "Our mission",
  "about.mission":
    "To make licensing and professional certification simple: clear information, a short registration, and staff who confirm your seat, your invoice and your exam date step by step.",
  "about.whyTitle": "Why candidates choose us",
  "about.why1": "Exams for five Gulf regulators in one place",
  "about.why2": "Registration online in four steps",
  "about.why3": "Staff who follow your booking to the result",
  "about.why4": "We never sell or endorse exam preparation materials",
  "about.contactTitle": "Contact Us",
  "about.hours": "Working hours: {hours}",
  "about.email": "Email:",
  "about.phone": "Phone:",
  "about.office": "Office: {address}",
  "about.bookExam": "Book an exam",
  "about.sendMessage": "Send us a message",
} as const;
