/**
 * The regulator exam pages' Arabic (decision 0011), `/ar/Prometric-Exams-...`: loaded with the Arabic
 * routes only (`pages/ar/`). Exam titles stay as the regulators and Prometric publish them
 * (English); regulators by their own Arabic names.
 */
import type { ArabicOf } from "./catalog.ts";
import type { regulatorEn } from "./regulator.en.ts";

export const regulatorAr: ArabicOf<typeof regulatorEn> = {
  "regPage.fallbackTitle": "اختبارات برومترك | بوابة تسجيل الاختبارات",
  "regPage.heading": "اختبارات برومترك لدى {name} ({code})",
  "regPage.title": "اختبارات برومترك {code} | {name}",
  "regPage.description":
    "احجز اختبارات برومترك ({code}) لدى {name} ({country}): {exams} اختبارًا في {specialties} تخصصًا، ابتداءً من {low} دولار أمريكي. تصدر النتائج خلال {resultTime}، ومدة الاختبار {duration}.",
  "regPage.bookNow": "احجز الآن",
  "regPage.browse": "تصفّح الاختبارات",
  "regPage.examsLabel": "اختبارًا",
  "regPage.specialtiesLabel": "تخصصًا",
  "regPage.fromUsd": "ابتداءً من {amount} دولار",
  "regPage.upToUsd": "وحتى {amount} دولار أمريكي بحسب الاختبار",
  "regPage.beforeYouBook": "قبل أن تحجز",
  "regPage.results": "النتائج",
  "regPage.duration": "مدة الاختبار",
  "regPage.fees": "الرسوم",
  "regPage.feeRange": "من {low} إلى {high} دولار أمريكي",
  "regPage.feeNote": "تختلف الرسوم باختلاف الاختبار، ونؤكدها لك عند الحجز.",
  "regPage.format": "طريقة الاختبار",
  "regPage.formatText": "اختبار محوسب بأسئلة اختيار من متعدد، يُعقد في أحد مراكز برومترك",
  "regPage.find": "ابحث عن اختبارك لدى {code}",
  "regPage.chooseExam": "اختر اختبارًا لتطّلع على تفاصيله، ثم احجزه معنا.",
  "regPage.searchLabel": "ابحث باسم الاختبار",
  "regPage.searchPlaceholder": "ابحث باسم الاختبار...",
  "regPage.specialty": "التخصص",
  "regPage.allSpecialties": "جميع التخصصات",
  "regPage.showing": "{shown} من {total} اختبارًا",
  "regPage.showingAll": "جميع الاختبارات ({total})",
  "regPage.noMatch": "لا توجد اختبارات مطابقة لبحثك",
  "regPage.tryAnother": "جرّب اسم اختبار آخر، أو اختر «{all}».",
  "regPage.clear": "مسح عوامل التصفية",
  "regDialog.close": "إغلاق",
  "regDialog.aboutToRegister": "أنت على وشك التسجيل في اختبار <0>{exam}</0>.",
  "regDialog.regulator": "الجهة المنظِّمة",
  "regDialog.specialty": "التخصص",
  "regDialog.duration": "المدة",
  "regDialog.results": "النتائج",
  "regDialog.price": "السعر",
  "regDialog.priceText": "ابتداءً من {low} دولار أمريكي (وحتى {high} دولار بحسب الاختبار)",
  "regDialog.examPrice": "{price} دولار أمريكي",
  "regDialog.format": "طريقة الاختبار",
  "regDialog.register": "سجّل في هذا الاختبار",
  "regDialog.bookNow": "احجز الآن",
};
