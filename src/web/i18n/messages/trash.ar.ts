import type { ArabicOf } from "./catalog.ts";
import type { trashEn } from "./trash.en.ts";

/** Arabic texts of the Trash (`trash.en.ts` says what each is). */
export const trashAr: ArabicOf<typeof trashEn> = {
  "trash.title": "سلة المحذوفات",
  "trash.language": "اللغة",
  "trash.intro":
    "تبقى السجلات المحذوفة هنا مدة {days} يومًا ويمكن استعادتها. بعد ذلك تُجهَّل بياناتها الشخصية نهائيًا.",
  "trash.kind": "ما الذي حُذف",
  "trash.kind.students": "المرشحون",
  "trash.kind.users": "المستخدمون",
  "trash.kind.inquiries": "الاستفسارات",
  "trash.kind.messages": "الرسائل",
  "trash.column.item": "السجل المحذوف",
  "trash.column.deletedBy": "حذفه",
  "trash.column.deletedAt": "تاريخ الحذف",
  "trash.column.purgeAfter": "يُجهَّل بعد",
  "trash.column.actions": "الإجراءات",
  "trash.restore": "استعادة",
  "trash.restoreLabel": "استعادة {name}",
  "trash.restored": "تمت الاستعادة: {name}",
  "trash.restoreFailed": "تعذّرت الاستعادة.",
  "trash.empty": "لا يوجد شيء من هذا النوع في سلة المحذوفات.",
  "trash.loadFailed": "تعذّر تحميل سلة المحذوفات. يرجى المحاولة مرة أخرى.",
  "trash.unknownUser": "غير معروف",
};
