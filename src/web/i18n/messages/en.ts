/**
 * The English catalogue of the shell (decision 0011): header, drawer, footer, colour toggle and the
 * language switch, which every page shows. The pages' own texts are in their catalogues beside it
 * (`home.en.ts`, `status.en.ts`), which travel with their route (its `handle`), so a page
 * downloads only its own texts. Texts are ICU MessageFormat (`{name}`, `{n, plural, ...}`, `<0>…</0>`
 * for an element such as `<bdi>`), unchanged from before the catalogues (docs/product.md §2's navbar labels).
 * Compiled ahead by `scripts/lingui-catalogs.ts`, so the browser ships no ICU parser; `ar.ts`
 * must have every id of the English catalogues (TypeScript and `catalogs.test.ts` check it).
 */
export const en = {
  // Shell: header, drawer, footer, colour toggle, language switch.
  // The site's name when SITE_NAME / SITE_SHORT_NAME are the defaults (`#web/brand.ts`); `{site}` is it.
  "site.name": "Exam Registration Portal",
  "site.shortName": "Exam Portal",
  "nav.homeLabel": "{site}, home",
  "nav.main": "Main",
  "nav.home": "HOME",
  "nav.healthCareExams": "HEALTH CARE EXAMS",
  "nav.healthCareExamsPanel": "Health care exams by regulator",
  "nav.bookExam": "BOOK EXAM",
  "nav.registerForExam": "REGISTER FOR EXAM",
  "nav.dashboard": "DASHBOARD",
  "nav.inquiries": "INQUIRIES",
  "nav.stages": "STAGES",
  "nav.aboutUs": "ABOUT US",
  "nav.login": "Login",
  "nav.logout": "Logout",
  "nav.session": "Session",
  "nav.sessionUntil": "Session until {time}",
  "nav.openNavigation": "Open navigation",
  "nav.closeNavigation": "Close navigation",
  "nav.menu": "Menu",
  /** The switch shows the other language's name, in that language. */
  "language.switch": "العربية",
  "language.switchTitle": "Read this page in Arabic",
  "colorScheme.toggle": "Toggle color scheme",
  "regulator.SCFHS": "Saudi Commission for Health Specialties",
  "regulator.DHA": "Dubai Health Authority",
  "regulator.DHP": "Department of Healthcare Professions",
  "regulator.MOH": "Kuwait Ministry of Health",
  "regulator.NHRA": "National Health Regulatory Authority",
  "regulator.exams": "{code} exams",
  "footer.workingHours": "Working hours",
  "footer.hours": "Sunday – Thursday, 10:00 AM – 6:00 PM",
  "footer.contactUs": "Contact us",
  "footer.bookExam": "Book an exam",
  "footer.checkStatus": "Check your registration status",
  "footer.examsAndPrograms": "Exams and programs",
  "footer.navLabel": "Footer",
  "footer.hrPrograms": "HR programs",
  "footer.supplyChainPrograms": "Supply chain programs",
  "footer.pmp": "Project management (PMP)",
  "footer.about": "About us",
  "footer.copyright": "© {year} {site}. All rights reserved.",
  "footer.copyrightNoYear": "© {site}. All rights reserved.",
  // The staff login form, on the landing page and /login (docs/product.md §4, §8: the messages' exact words).
  "login.formLabel": "Staff login",
  "login.username": "Username",
  "login.password": "Password",
  "login.submit": "Login",
  "login.tryAgainIn": "Try again in {seconds} seconds",
  "login.invalid": "Invalid username or password.",
  "login.attemptsRemaining":
    "Invalid username or password. You have {n, plural, one {# attempt} other {# attempts}} remaining.",
  "login.locked": "You've exceeded the maximum number of login attempts.",
  "login.noToken": "No token received from server",
  "login.failed": "Login failed. Please try again.",
  // The not-found page (docs/product.md §2's words), shown for unknown paths and inside the back office.
  "notFound.metaTitle": "Page not found | {site}",
  "notFound.metaDescription": "The page you are looking for is not available.",
  "notFound.ldName": "Page not found",
  "notFound.title": "Looks like you're lost",
  "notFound.text": "the page you are looking for is not available",
  "notFound.home": "Go Home",
} as const;
