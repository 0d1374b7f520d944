import type { ArabicOf } from "./catalog.ts";
import type { duplicatesEn } from "./duplicates.en.ts";

/** Arabic texts of the possible-duplicates screen (`duplicates.en.ts` says what each is). */
export const duplicatesAr: ArabicOf<typeof duplicatesEn> = {
  "duplicates.title": "سجلات مكررة محتملة",
  "duplicates.intro":
    "سجلات قد تكون لشخص واحد. قارن بينها، واحتفظ بأحدها وادمج الآخر فيه، أو حدّد أن الزوج ليس مكررًا.",
  "duplicates.count": "{count} زوج",
  "duplicates.none": "لا توجد سجلات مكررة محتملة.",
  "duplicates.loadFailed": "تعذّر تحميل السجلات المكررة المحتملة.",
  "duplicates.reason.name_dob": "الاسم وتاريخ الميلاد نفسهما",
  "duplicates.reason.phone": "رقم الهاتف نفسه",
  "duplicates.reason.national_id": "رقم هوية وطنية متشابه",
  "duplicates.reason.passport": "رقم جواز سفر متشابه",
  "duplicates.reason.email": "البريد الإلكتروني نفسه (حالة الأحرف أو النقاط)",
  "duplicates.keep": "الاحتفاظ بهذا السجل",
  "duplicates.merge": "دمج",
  "duplicates.dismiss": "ليس مكررًا",
  "duplicates.field.reference": "الرقم المرجعي",
  "duplicates.field.dob": "تاريخ الميلاد",
  "duplicates.field.email": "البريد الإلكتروني",
  "duplicates.field.phone": "الهاتف",
  "duplicates.field.nationalId": "الهوية الوطنية",
  "duplicates.field.passport": "جواز السفر",
  "duplicates.field.state": "المرحلة",
  "duplicates.field.exam": "الاختبار",
  "duplicates.field.center": "مركز الاختبار",
  "duplicates.field.registered": "تاريخ التسجيل",
  "duplicates.field.invoices": "الفواتير",
  "duplicates.field.seat": "المقعد",
  "duplicates.noSeat": "لا يوجد",
  "duplicates.confirmTitle": "دمج هذين السجلين؟",
  "duplicates.confirmText":
    "سيُدمج {merged} في {kept}: تنتقل فواتيره ومقاعده ونتائجه ورسائله وسجلّه إلى {kept}، ويُزال {merged} من القوائم. لا يمكن التراجع عن ذلك هنا.",
  "duplicates.confirm": "الدمج في {kept}",
  "duplicates.cancel": "إلغاء",
};
