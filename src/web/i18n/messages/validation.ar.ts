/**
 * The Arabic of the public forms' validation and API messages (decision 0011): loaded with the Arabic
 * routes that have a form (`pages/ar/register.tsx`, `status.tsx`, `contact-us.tsx`,
 * `contact-form-old.tsx`). See `ar.ts` for how the Arabic is written.
 */
import type { ArabicOf } from "./catalog.ts";
import type { validationEn } from "./validation.en.ts";

export const validationAr: ArabicOf<typeof validationEn> = {
  "validation.stepIncomplete": "يرجى تعبئة جميع الحقول الإلزامية في هذه الخطوة",
  "validation.required": "حقل «{label}» مطلوب.",
  "validation.tooLong":
    "يجب ألا يتجاوز «{label}» {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.",
  "validation.notAllowed": "يحتوي «{label}» على رموز غير مسموح بها.",
  "validation.refusedCharacters":
    "يحتوي «{label}» على رموز غير مسموح بها (رموز تحكّم أو رموز اتجاه الكتابة أو رموز غير مرئية).",
  "validation.oneLine": "يجب أن يكون «{label}» في سطر واحد.",
  "validation.email": "يرجى إدخال بريد إلكتروني صحيح",
  "validation.phone": "يرجى إدخال رقم هاتف صحيح.",
  "validation.dateFormat": "يجب أن يكون «{label}» تاريخًا بالصيغة YYYY-MM-DD.",
  "validation.realDate": "«{label}» ليس تاريخًا صحيحًا (YYYY-MM-DD).",
  "validation.dobMax": "يجب أن يكون تاريخ الميلاد في {date} أو قبله.",
  "validation.dobMin": "يجب أن يكون تاريخ الميلاد في {date} أو بعده.",
  "validation.countryList": "يرجى اختيار دولة من القائمة.",
  "validation.choose": "يرجى اختيار «{label}».",
  "validation.idOrPassport": "يرجى إدخال رقم الهوية الوطنية أو رقم جواز السفر.",
  "validation.usRequired": "حقل «{label}» مطلوب للمقيمين في الولايات المتحدة.",
  "validation.usOnly": "حقل «{label}» خاص بالولايات المتحدة فقط، فاتركه فارغًا.",
  "validation.usStateList": "يرجى اختيار ولاية أمريكية من القائمة.",
  "validation.zip": "يرجى إدخال رمز بريدي أمريكي صحيح (12345 أو 12345-6789).",
  "validation.specialtyOfCategory": "يرجى اختيار تخصص تابع للجهة المنظِّمة المختارة.",
  "validation.examOfSpecialty": "يرجى اختيار اختبار تابع للتخصص المختار.",
  "validation.examRetired": "لم يعد هذا الاختبار متاحًا: يرجى اختيار اختبار آخر.",
  "validation.duplicate": "تعذّر التسجيل: القيمة المدخلة في «{label}» مسجّلة من قبل.",
  "validation.retry": "تعذّر التسجيل. يرجى المحاولة مرة أخرى.",
  "validation.status.referenceRequired": "يُرجى إدخال الرقم المرجعي.",
  "validation.status.referenceInvalid": "يُرجى إدخال الرقم المرجعي كما يظهر في رسائلنا، مثل EX-26-7K3QF9.",
  "validation.status.emailRequired": "يُرجى إدخال بريدك الإلكتروني.",
  "validation.status.emailInvalid": "يُرجى إدخال عنوان بريد إلكتروني صحيح.",
  "validation.status.notFound": "لم نعثر على تسجيل بهذا الرقم المرجعي وهذا البريد الإلكتروني.",
  "validation.status.noExam": "لم يُحدَّد موعد للاختبار بعد.",
  "validation.tooLongShort":
    "الحد الأقصى {max, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}}.",
  "validation.tooManyRequests":
    "أرسلت طلبات كثيرة خلال وقت قصير. حاول مرة أخرى بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}.",
  "validation.contact.examRequired": "يرجى اختيار الاختبار الذي ترغب في حجزه.",
  "validation.contact.examList": "يرجى اختيار الاختبار من القائمة.",
  "validation.contact.fullNameRequired": "يرجى إدخال الاسم الكامل.",
  "validation.contact.emailRequired": "يرجى إدخال البريد الإلكتروني.",
  "validation.contact.phoneRequired": "يرجى إدخال رقم الهاتف.",
  "validation.contact.jobRequired": "يرجى إدخال المسمّى الوظيفي الحالي.",
  "validation.contact.nationalityRequired": "يرجى اختيار الجنسية.",
  "validation.contact.subjectRequired": "يرجى كتابة موضوع الرسالة.",
  "validation.contact.oldEmailInvalid": "يرجى إدخال عنوان بريد إلكتروني صحيح.",
  "validation.contact.messageRequired": "يرجى كتابة نص الرسالة.",
  "validation.contact.sendFailed": "تعذّر إرسال الرسالة. يرجى المحاولة مرة أخرى.",
  "validation.contact.sent": "شكرًا لتواصلك معنا! وصلتنا رسالتك، وسيتواصل معك فريقنا قريبًا.",
};
