/**
 * The contact forms' Arabic (decision 0011), `/ar/Contact-us` and `/ar/contact-form-old`: loaded with
 * the Arabic routes only (`pages/ar/`). See `ar.ts` for how the Arabic is written. Prometric and
 * the regulators' codes stay in Latin script, as candidates know them.
 */
import type { ArabicOf } from "./catalog.ts";
import type { contactEn } from "./contact.en.ts";

export const contactAr: ArabicOf<typeof contactEn> = {
  "contact.metaTitle": "احجز اختبارك",
  "contact.metaDescription":
    "احجز اختبار بروميترك للهيئة السعودية للتخصصات الصحية أو هيئة الصحة بدبي أو قطر أو الكويت أو البحرين في مركز اختبار معتمد: أرسل بياناتك وسنتواصل معك بالمواعيد والمقاعد المتاحة.",
  "contact.badge": "مركز اختبار معتمد من Prometric",
  "contact.partnerLink": "صفحتنا على موقع Prometric",
  "contact.newTab": "(تُفتح في علامة تبويب جديدة)",
  "contact.heading": "احجز اختبارك",
  "contact.intro":
    "أخبرنا بالاختبار الذي ترغب في أدائه وبطريقة التواصل معك، وسيتواصل معك فريقنا بالمواعيد والمقاعد المتاحة.",
  "contact.questions": "لديك استفسار؟ راسلنا على <0>{email}</0>.",
  "contact.formLabel": "طلب حجز اختبار",
  "contact.exam": "الاختبار",
  "contact.examPlaceholder": "اختر الاختبار",
  "contact.noExam": "لا يوجد اختبار بهذا الاسم",
  "contact.examOption": "اختبار {code}",
  "contact.fullName": "الاسم الكامل",
  "contact.email": "البريد الإلكتروني",
  "contact.phone": "رقم الجوال",
  "contact.currentJob": "المسمّى الوظيفي الحالي",
  "contact.nationality": "الجنسية",
  "contact.nationalityPlaceholder": "اختر الدولة",
  "contact.noCountry": "لا توجد دولة بهذا الاسم",
  "contact.messageOptional": "رسالتك (اختياري)",
  "contact.send": "أرسل الطلب",
  "contact.sending": "جارٍ الإرسال…",
  // The exam's English title isolated (FSI … PDI): its closing ")" would otherwise take the Arabic side.
  "contact.bookingMessage": "أرغب في حجز اختبار {regulator} «\u2068{exam}\u2069» في تخصص {specialty}.",
  "contact.old.metaTitle": "تواصل معنا",
  "contact.old.metaDescription": "راسلنا بخصوص حجزك أو فاتورتك أو تسجيلك، ويرد عليك فريقنا خلال أيام العمل.",
  "contact.old.heading": "تواصل معنا",
  "contact.old.intro": "أرسل إلينا رسالتك وسنرد عليك في يوم العمل التالي.",
  "contact.old.formLabel": "رسالة تواصل",
  "contact.old.subject": "الموضوع",
  "contact.old.message": "الرسالة",
  "contact.old.send": "أرسل الرسالة",
};
