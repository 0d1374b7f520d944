import type { ArabicOf } from "./catalog.ts";
import type { importEn } from "./import.en.ts";

/** Arabic texts of the candidate import screen (`import.en.ts` says what each is). */
export const importAr: ArabicOf<typeof importEn> = {
  "import.title": "استيراد المرشحين",
  "import.language": "اللغة",
  "import.intro":
    "ارفع قائمة المرشحين (CSV أو Excel)، وطابق أعمدتها، وافحصها، ثم استوردها. الصف الذي يطابق رقم هويته الوطنية أو جواز سفره مرشحًا مسجلًا يحدّث بيانات ذلك المرشح. لا تُرسل أي رسالة بريد إلكتروني.",
  "import.file": "ملف المرشحين",
  "import.filePlaceholder": "اختر ملف ‎.csv‎ أو ‎.xlsx‎",
  "import.reading": "جارٍ قراءة الملف…",
  "import.rows": "{n} صف",
  "import.remembered": "المطابقة محفوظة من آخر ملف بهذه الأعمدة",
  "import.guessed": "المطابقة مقترحة من أسماء الأعمدة",
  "import.column": "العمود",
  "import.sample": "القيمة الأولى",
  "import.field": "الحقل",
  "import.ignore": "تجاهل هذا العمود",
  "import.mappingTable": "مطابقة الأعمدة",
  "import.center": "مركز الاختبار للصفوف التي لا تذكر مركزًا",
  "import.centerPlaceholder": "اختر مركز الاختبار",
  "import.dryRun": "افحص الملف",

  "import.summary": "{creates} جديد، {updates} تحديث، {invalid} صفوف بها مشكلات",
  "import.allGood": "جميع الصفوف سليمة.",
  "import.problems": "الصفوف التي بها مشكلات",
  "import.row": "الصف",
  "import.problem": "المشكلة",
  "import.more": "تُعرض المشكلات الأولى فقط؛ نزّل التقرير لرؤيتها كلها.",
  "import.downloadCsv": "تنزيل التقرير (CSV)",
  "import.downloadXlsx": "تنزيل التقرير (Excel)",
  "import.run": "استيراد {n} صف",
  "import.progress": "تم استيراد {done} من {total}",
  "import.done": "تم الاستيراد: {created} مرشح جديد، {updated} تحديث.",
  "import.failed": "توقف الاستيراد: {message}",
  "import.openList": "افتح قائمة المرشحين",
  "import.error": "حدث خطأ: {message}",
};
