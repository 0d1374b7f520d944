/**
 * English texts of the staff login page (docs/product.md §2, §4), `/login`: loaded with its route (`handle`).
 * The form's own texts are the shell's (`login.*` in `en.ts`): the landing page shows the form too.
 */
export const loginEn = {
  "loginPage.metaTitle": "Login | Exam Registration Portal",
  "loginPage.metaDescription":
    "Staff login to the exam registration back office: students, stages, invoices and test centers.",
  "loginPage.ldName": "Staff login",
  "loginPage.ldDescription": "Login to the exam registration back office.",
  "loginPage.title": "Staff login",
  "loginPage.loggedInAs": "You are logged in as <0>{username}</0>",
  "loginPage.toDashboard": "Go to your dashboard",
  "loginPage.toHome": "Go to the home page",
  "loginPage.lookingToSit": "Looking to sit an exam?",
  "loginPage.bookExam": "Book an exam",
} as const;
