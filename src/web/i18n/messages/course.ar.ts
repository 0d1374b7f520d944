/**
 * The course pages' Arabic (decision 0011), `/ar/Programs/hr`, `/ar/PMP`, `/ar/SupplyChain`: loaded with
 * the Arabic routes only (`pages/ar/`). Course codes stay in Latin script.
 */
import type { ArabicOf } from "./catalog.ts";
import type { courseEn } from "./course.en.ts";

export const courseAr: ArabicOf<typeof courseEn> = {
  "course.pageTitle": "{heading}{suffix} | بوابة تسجيل الاختبارات",
  "course.price": "{price} دولار أمريكي",
  "course.schedule":
    "{hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}} · {sessions, plural, zero {# جلسة} one {جلسة واحدة} two {جلستان} few {# جلسات} many {# جلسة} other {# جلسة}}",
  "course.hoursValue":
    "{hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}",
  "course.sessionsValue":
    "{sessions, plural, zero {# جلسة} one {جلسة واحدة} two {جلستان} few {# جلسات} many {# جلسة} other {# جلسة}}",
  "course.showDetails": "، عرض التفاصيل",
  "course.dialogFallback": "الدورة",
  "course.close": "إغلاق",
  "course.priceLabel": "السعر",
  "course.hoursLabel": "الساعات",
  "course.sessionsLabel": "الجلسات",
  "course.prerequisiteLabel": "المتطلب السابق",
  "course.askUs": "اسألنا قبل الحجز",
  "course.certificate": "الشهادة",
  "course.outcomes": "ستتمكن من",
  "course.bookInquiry": "احجز عبر استفسار",
  "course.register": "تسجيل",
};
