/**
 * The invitation to register sent to an inquirer (docs/product.md §2 "Inquiries page"), in English and Arabic. Its snapshot holds
 * `fullName`, `examName` (the inquiry's "DHA Exam", ...) and `inviteUrl`, the signed link to the
 * wizard pre-filled with the inquiry (`server/domain/inquiry-invites.ts`).
 */

import type { Block, Template } from "./catalogue.ts";
import { arabicExamName, isolate, paramText as str } from "./format.ts";
import type { EmailParams } from "./outbox.ts";

/** `inquiry_invite` in English. */
export const inquiryInviteEn: Template = {
  subject: (p) => `Register for your ${str(p.examName) || "exam"}`,
  body: (p): Block[] => [
    {
      p: `Thank you for your inquiry about the ${str(p.examName) || "exam"}. You can now register online: the link below opens the registration form with your name, e-mail, phone and exam already filled in.`,
    },
    { link: ["Register here:", str(p.inviteUrl)] },
    { p: "The link works for 30 days. After registering you will receive your reference by e-mail." },
  ],
};

/** The inquiry's exam in Arabic: «اختبار ⁨MOH⁩» for "MOH Exam" (`arabicExamName`), else «الاختبار». */
const examAr = (p: EmailParams) => {
  const name = arabicExamName(str(p.examName));
  return name ? `اختبار ${isolate(name)}` : "الاختبار";
};

/**
 * `inquiry_invite` in Arabic (decision 0011): sent for an inquiry made on `/ar/Contact-us` (its
 * `inquiries.locale`), its link opening the Arabic wizard (`/ar/register?invite=`). The exam is
 * named in Arabic (`arabicExamName`): "Register now for the MOH exam" reads «سجّل الآن في اختبار MOH».
 */
export const inquiryInviteAr: Template = {
  subject: (p) => `سجّل الآن في ${examAr(p)}`,
  body: (p): Block[] => [
    {
      p: `شكرًا لاستفسارك عن ${examAr(p)}. يمكنك الآن التسجيل عبر الإنترنت: يفتح الرابط أدناه نموذج التسجيل وقد عُبّئ فيه اسمك وبريدك الإلكتروني ورقم هاتفك والاختبار.`,
    },
    { link: ["رابط التسجيل:", str(p.inviteUrl)] },
    { p: "يبقى الرابط صالحًا لمدة 30 يومًا، وبعد التسجيل يصلك الرقم المرجعي لطلبك بالبريد الإلكتروني." },
  ],
};
