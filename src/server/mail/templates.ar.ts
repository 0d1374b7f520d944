/**
 * The candidates' e-mails in Arabic (decision 0011): Modern Standard Arabic for Gulf healthcare
 * professionals, written for the reader rather than word for word from the English. Every value
 * from the snapshot (reference, names, exam, invoice number, amount, addresses) is isolated
 * (`format.ts`), dates have Arabic month names and amounts Arabic currency names, both with Latin
 * digits (`INTL_LOCALE.ar`), as Gulf forms and our references use.
 */
import { INTL_LOCALE } from "#shared/site/locales.ts";
import type { Catalogue } from "./catalogue.ts";
import { examReminderAr, examReminderDayBeforeAr, resultsSentAr, retakeBookedAr } from "./exam-day.ts";
import {
  formatArabicAmount,
  formatExamDate,
  heldUntil,
  isolate,
  oneOffTemplate,
  paramText as str,
} from "./format.ts";
import { inquiryInviteAr } from "./inquiry-invite.ts";
import type { EmailParams } from "./outbox.ts";
import { registrationAttemptAr } from "./registration-attempt.ts";

/**
 * The regulators by their own Arabic names: the same wording as the web catalogue's `regulator.*`
 * (`src/web/i18n/messages/ar.ts`; `templates.test.ts` holds the two equal).
 */
export const REGULATOR_NAMES_AR: Record<string, string> = {
  SCFHS: "الهيئة السعودية للتخصصات الصحية",
  DHA: "هيئة الصحة بدبي",
  DHP: "وزارة الصحة العامة - قطر / إدارة الكوادر الصحية",
  MOH: "وزارة الصحة - الكويت",
  NHRA: "الهيئة الوطنية لتنظيم المهن والخدمات الصحية",
};

/** A snapshot value as it sits in an Arabic sentence: isolated. */
const v = (value: EmailParams[string] | undefined) => isolate(str(value));

const date = (iso: string) => formatExamDate(iso, INTL_LOCALE.ar);
const regulator = (code: string) => REGULATOR_NAMES_AR[code] ?? code;

/** The regulator's fact row, when the snapshot names one (messages queued before it did do not). */
const regulatorFact = (p: EmailParams): [string, string][] =>
  str(p.examCategory) ? [["الجهة المنظمة", isolate(regulator(str(p.examCategory)))]] : [];

/** `ar`: the frame and a template per kind. */
export const ar: Catalogue = {
  dir: "rtl",
  greeting: (name) => `مرحبًا ${isolate(name)}،`,
  statusLink: "يمكنك متابعة حالة تسجيلك في أي وقت عبر الرابط التالي:",
  questions: (support) => `لأي استفسار، يمكنك الرد على هذه الرسالة أو مراسلتنا على ${isolate(support)}.`,
  signature: "فريق الاختبارات",
  siteName: "بوابة تسجيل الاختبارات",
  timeToBeConfirmed: "يُحدَّد لاحقًا",
  howToPay: "طريقة الدفع:",
  payLater: (support, phone, invoice) =>
    `سنرسل إليك تعليمات الدفع لاحقًا. وإلى ذلك الحين، لمعرفة طريقة الدفع راسلنا على ${isolate(support)}${phone ? ` أو اتصل بنا على ${isolate(phone)}` : ""}، مع ذكر رقم الفاتورة ${isolate(invoice)}.`,
  date,
  value: isolate,
  money: (amount, currency) => {
    const formatted = formatArabicAmount(amount, currency);
    return formatted === null ? `${isolate(amount)} ${isolate(currency)}` : isolate(formatted);
  },
  regulator,
  templates: {
    registration_received: {
      subject: (p) => `استلمنا طلب تسجيلك ${v(p.reference)}`,
      body: (p) => [
        {
          p: `شكرًا لتسجيلك في اختبار ${v(p.examName)}. الرقم المرجعي لطلبك هو ${v(p.reference)}، فاحرص على ذكره في كل تواصل معنا.`,
        },
        {
          facts: [
            ["الرقم المرجعي", v(p.reference)],
            ["الاختبار", v(p.examName)],
            ...regulatorFact(p),
            ["مركز الاختبار", v(p.testCenter)],
          ],
        },
        {
          p: "الخطوات التالية: نؤكد تسجيلك، ثم نرسل إليك فاتورة الرسوم، وبعد تأكيد الدفع نبلغك بالبريد الإلكتروني بتاريخ الاختبار ووقته ومكانه.",
        },
      ],
    },
    confirmed: {
      subject: (p) => `تم تأكيد تسجيلك ${v(p.reference)}`,
      body: (p) => [
        { p: `يسعدنا إبلاغك بتأكيد تسجيلك في اختبار ${v(p.examName)}.` },
        { p: "سنرسل إليك قريبًا فاتورة رسوم الاختبار." },
      ],
    },
    invoice_issued: {
      subject: (p) => `الفاتورة ${v(p.invoiceNumber)} لتسجيلك ${v(p.reference)}`,
      body: (p) => [
        { p: `نرسل إليك فاتورة رسوم اختبار ${v(p.examName)}.` },
        {
          facts: [
            ["رقم الفاتورة", v(p.invoiceNumber)],
            ["المبلغ", ar.money(str(p.amount), str(p.currency))],
            ["الرقم المرجعي", v(p.reference)],
          ],
        },
      ],
    },
    payment_confirmed: {
      subject: (p) => `استلمنا دفعتك عن الفاتورة ${v(p.invoiceNumber)}`,
      body: (p) => [
        { p: `نؤكد استلام دفعتك عن الفاتورة ${v(p.invoiceNumber)}، ونشكرك على ذلك.` },
        { p: "سنرسل إليك لاحقًا تاريخ الاختبار ووقته ومكانه بالبريد الإلكتروني." },
      ],
    },
    exam_details: {
      subject: (p) => `موعد اختبارك: ${v(p.examName)} يوم ${isolate(date(str(p.examDate)))}`,
      body: (p) => [
        { p: "إليك تفاصيل اختبارك، ويمكنك إضافة الموعد إلى تقويمك بفتح ملف التقويم المرفق." },
        {
          facts: [
            ["الاختبار", v(p.examName)],
            ["التاريخ", isolate(date(str(p.examDate)))],
            ["الوقت", isolate(str(p.examTime) || ar.timeToBeConfirmed)],
            ["المكان", v(p.examLocation)],
          ],
        },
        { p: "يُرجى الحضور قبل الموعد بثلاثين دقيقة، ومعك وثيقة الهوية نفسها التي سجّلت بها." },
      ],
    },
    results_sent: resultsSentAr,
    done: {
      subject: (p) => `اكتمل تسجيلك ${v(p.reference)}`,
      body: (p) => [{ p: `اكتمل تسجيلك في اختبار ${v(p.examName)}. نتمنى لك التوفيق والنجاح.` }],
    },
    // Staff's own words, in whatever language they wrote them: isolated as a whole.
    one_off: oneOffTemplate(isolate),
    inquiry_invite: inquiryInviteAr,
    registration_attempt: registrationAttemptAr,
    seat_cancelled: {
      subject: (p) => `أُلغي موعد اختبارك يوم ${isolate(date(str(p.examDate)))}`,
      body: (p) => [
        {
          p: `أُلغي مقعدك في اختبار ${v(p.examName)} يوم ${isolate(date(str(p.examDate)))} الساعة ${v(p.examTime)} في ${v(p.examLocation)}.`,
        },
        {
          p: "سنعرض عليك موعدًا جديدًا بالبريد الإلكتروني حين يتوفر مقعد، ولأي استفسار في الأثناء راسلنا على العنوان أدناه.",
        },
      ],
    },
    seat_offer: {
      subject: (p) => `يتوفر مقعد لاختبارك يوم ${isolate(date(str(p.examDate)))}`,
      body: (p) => [
        { p: `توفر مقعد في اختبار ${v(p.examName)}، ونحن نحجزه لك.` },
        {
          facts: [
            ["التاريخ", isolate(date(str(p.examDate)))],
            ["الوقت", v(p.examTime)],
            ["المكان", v(p.examLocation)],
            ["محجوز لك حتى", isolate(heldUntil(p, INTL_LOCALE.ar, "بتوقيت مركز الاختبار"))],
          ],
        },
        { link: ["احجز هذا المقعد:", str(p.offerUrl)] },
        { p: "إن لم تحجزه قبل ذلك، ينتقل المقعد إلى المرشح التالي في قائمة الانتظار." },
      ],
    },
    exam_reminder: examReminderAr,
    exam_reminder_day_before: examReminderDayBeforeAr,
    retake_booked: retakeBookedAr,
  },
};
