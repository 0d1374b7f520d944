/**
 * The Arabic catalogue (decision 0011): Modern Standard Arabic written for healthcare professionals in
 * the Gulf, not word for word from the English. Regulators by their own Arabic names; exam and
 * program codes, references, e-mail addresses and numbers stay in Latin script and are isolated
 * by the components (`<bdi>`, `dir="ltr"`). Plurals use Arabic's six CLDR categories. This file
 * holds the shell's Arabic, loaded by the `/ar` layout route (its `handle`); each translated page
 * has its own (`home.ar.ts`, `status.ar.ts`, ...), loaded by its Arabic route module (`pages/ar/`),
 * so English pages never download Arabic and an Arabic page only its own texts.
 */
import type { ArabicOf } from "./catalog.ts";
import type { en } from "./en.ts";

export const ar: ArabicOf<typeof en> = {
  "site.name": "بوابة تسجيل الاختبارات",
  "site.shortName": "بوابة الاختبارات",
  "nav.homeLabel": "{site}، الصفحة الرئيسية",
  "nav.main": "التنقل الرئيسي",
  "nav.home": "الرئيسية",
  "nav.healthCareExams": "اختبارات المهن الصحية",
  "nav.healthCareExamsPanel": "اختبارات المهن الصحية حسب الجهة التنظيمية",
  "nav.bookExam": "احجز اختبارًا",
  "nav.registerForExam": "التسجيل في اختبار",
  "nav.dashboard": "لوحة التحكم",
  "nav.inquiries": "الاستفسارات",
  "nav.stages": "المراحل",
  "nav.aboutUs": "من نحن",
  "nav.login": "تسجيل الدخول",
  "nav.logout": "تسجيل الخروج",
  "nav.session": "الجلسة",
  "nav.sessionUntil": "الجلسة سارية حتى {time}",
  "nav.openNavigation": "فتح القائمة",
  "nav.closeNavigation": "إغلاق القائمة",
  "nav.menu": "القائمة",
  "language.switch": "English",
  "language.switchTitle": "اقرأ هذه الصفحة بالإنجليزية",
  "colorScheme.toggle": "التبديل بين المظهر الفاتح والداكن",
  "regulator.SCFHS": "الهيئة السعودية للتخصصات الصحية",
  "regulator.DHA": "هيئة الصحة بدبي",
  "regulator.DHP": "وزارة الصحة العامة - قطر / إدارة الكوادر الصحية",
  "regulator.MOH": "وزارة الصحة - الكويت",
  "regulator.NHRA": "الهيئة الوطنية لتنظيم المهن والخدمات الصحية",
  "regulator.exams": "اختبارات {code}",
  "footer.workingHours": "ساعات العمل",
  "footer.hours": "الأحد – الخميس، 10:00 صباحًا – 6:00 مساءً",
  "footer.contactUs": "تواصل معنا",
  "footer.bookExam": "احجز اختبارًا",
  "footer.checkStatus": "تابع حالة تسجيلك",
  "footer.examsAndPrograms": "الاختبارات والبرامج",
  "footer.navLabel": "روابط التذييل",
  "footer.hrPrograms": "برامج الموارد البشرية",
  "footer.supplyChainPrograms": "برامج سلاسل الإمداد",
  "footer.pmp": "إدارة المشاريع (PMP)",
  "footer.about": "من نحن",
  "footer.copyright": "© {year} {site}. جميع الحقوق محفوظة.",
  "footer.copyrightNoYear": "© {site}. جميع الحقوق محفوظة.",
  "login.formLabel": "دخول الموظفين",
  "login.username": "اسم المستخدم",
  "login.password": "كلمة المرور",
  "login.submit": "دخول",
  "login.tryAgainIn":
    "حاول مرة أخرى بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}",
  "login.invalid": "اسم المستخدم أو كلمة المرور غير صحيحة.",
  "login.attemptsRemaining":
    "اسم المستخدم أو كلمة المرور غير صحيحة. {n, plural, zero {لم تبقَ لك أي محاولة.} one {بقيت لك محاولة واحدة.} two {بقيت لك محاولتان.} few {بقيت لك # محاولات.} many {بقيت لك # محاولة.} other {بقيت لك # محاولة.}}",
  "login.locked": "لقد تجاوزت الحد الأقصى لمحاولات تسجيل الدخول.",
  "login.noToken": "لم يصل رمز الدخول من الخادم",
  "login.failed": "تعذّر تسجيل الدخول. يرجى المحاولة مرة أخرى.",
  "notFound.metaTitle": "الصفحة غير موجودة | {site}",
  "notFound.metaDescription": "الصفحة التي تبحث عنها غير متاحة.",
  "notFound.ldName": "الصفحة غير موجودة",
  "notFound.title": "يبدو أنك ضللت الطريق",
  "notFound.text": "الصفحة التي تبحث عنها غير متاحة",
  "notFound.home": "العودة إلى الرئيسية",
};
