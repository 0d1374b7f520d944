/**
 * The staff login page's Arabic (decision 0011), `/ar/login`: loaded with the Arabic route only
 * (`pages/ar/`). The back office behind it stays in English (decision 0011).
 */
import type { ArabicOf } from "./catalog.ts";
import type { loginEn } from "./login.en.ts";

export const loginAr: ArabicOf<typeof loginEn> = {
  "loginPage.metaTitle": "تسجيل الدخول | بوابة تسجيل الاختبارات",
  "loginPage.metaDescription":
    "دخول الموظفين إلى لوحة إدارة تسجيل الاختبارات: المرشّحون والمراحل والفواتير ومراكز الاختبار.",
  "loginPage.ldName": "دخول الموظفين",
  "loginPage.ldDescription": "الدخول إلى لوحة إدارة تسجيل الاختبارات.",
  "loginPage.title": "دخول الموظفين",
  "loginPage.loggedInAs": "أنت مسجّل الدخول باسم <0>{username}</0>",
  "loginPage.toDashboard": "الانتقال إلى لوحة التحكم",
  "loginPage.toHome": "الانتقال إلى الصفحة الرئيسية",
  "loginPage.lookingToSit": "تريد التقدّم لاختبار؟",
  "loginPage.bookExam": "احجز اختبارًا",
};
