/**
 * The exam-day e-mails in English and Arabic (docs/product.md §11): the reminders before a sitting
 * (`exam_reminder`, and `exam_reminder_day_before`, which the admission letter goes with) and the
 * result (`results_sent`). A result's snapshot holds `outcome` (pass, fail, absent), `score`,
 * `receivedOn` and `retake` (1 unless passed): the link to book a retake is the signed status link
 * with `retake=1`, which opens the status page's retake form (docs/product.md §11 "Retake", decision
 * 0028); a move to Send_Score without a recorded result has none of them and keeps the general
 * text. The retake confirmation (`retake_booked`) is here too.
 */
import { CALENDAR_MONTHS } from "#shared/reference/months.ts";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import type { Block, RenderContext, Template } from "./catalogue.ts";
import { formatExamDate, isolate, paramText as str } from "./format.ts";
import type { EmailParams } from "./outbox.ts";

const v = (value: EmailParams[string] | undefined) => isolate(str(value));
const dateEn = (iso: string) => formatExamDate(iso, INTL_LOCALE.en);
const dateAr = (iso: string) => isolate(formatExamDate(iso, INTL_LOCALE.ar));

/** The result in each language, as the status page words it too. */
export const OUTCOME_WORDS = {
  en: { pass: "Passed", fail: "Not passed", absent: "Absent" },
  ar: { pass: "ناجح", fail: "غير ناجح", absent: "غائب" },
} as const;

/** The outcome of a snapshot in `lang`, or "" without one. */
export function outcomeWord(lang: keyof typeof OUTCOME_WORDS, outcome: string): string {
  const words: Record<string, string> = OUTCOME_WORDS[lang];
  return Object.hasOwn(words, outcome) ? words[outcome]! : "";
}

function reminderEn(dayBefore: boolean): Template {
  return {
    subject: (p) =>
      dayBefore
        ? `Reminder: your exam is on ${dateEn(str(p.examDate))}`
        : `Reminder: your exam in ${str(p.daysBefore)} days, on ${dateEn(str(p.examDate))}`,
    body: (p): Block[] => [
      {
        p: dayBefore
          ? `Your ${str(p.examName)} exam is coming up. Here are the details once more.`
          : `Your ${str(p.examName)} exam is ${str(p.daysBefore)} days away. Here are the details.`,
      },
      {
        facts: [
          ["Exam", str(p.examName)],
          ["Date", dateEn(str(p.examDate))],
          ["Time", str(p.examTime) || "to be confirmed"],
          ["Location", str(p.examLocation)],
          ["Reference", str(p.reference)],
        ],
      },
      {
        p: "Please arrive 30 minutes early with the identity document you registered with. If you cannot come, tell us as soon as possible: the status page below lets you change or give back your seat until the change deadline.",
      },
    ],
  };
}

function reminderAr(dayBefore: boolean): Template {
  return {
    subject: (p) =>
      dayBefore
        ? `تذكير: موعد اختبارك يوم ${dateAr(str(p.examDate))}`
        : `تذكير: اختبارك بعد ${v(p.daysBefore)} أيام، يوم ${dateAr(str(p.examDate))}`,
    body: (p): Block[] => [
      {
        p: dayBefore
          ? `اقترب موعد اختبار ${v(p.examName)}، وإليك تفاصيله مرة أخرى.`
          : `يبقى على اختبار ${v(p.examName)} ${v(p.daysBefore)} أيام، وإليك تفاصيله.`,
      },
      {
        facts: [
          ["الاختبار", v(p.examName)],
          ["التاريخ", dateAr(str(p.examDate))],
          ["الوقت", isolate(str(p.examTime) || "يُحدَّد لاحقًا")],
          ["المكان", v(p.examLocation)],
          ["الرقم المرجعي", v(p.reference)],
        ],
      },
      {
        p: "يُرجى الحضور قبل الموعد بثلاثين دقيقة، ومعك وثيقة الهوية نفسها التي سجّلت بها. وإن تعذّر عليك الحضور فأبلغنا في أقرب وقت: تتيح لك صفحة الحالة أدناه تغيير مقعدك أو التنازل عنه حتى الموعد النهائي للتغيير.",
      },
    ],
  };
}

/** `exam_reminder` (7 days, or any offset but 1) and `exam_reminder_day_before`, in English. */
export const examReminderEn = reminderEn(false);
export const examReminderDayBeforeEn = reminderEn(true);
/** The same in Arabic. */
export const examReminderAr = reminderAr(false);
export const examReminderDayBeforeAr = reminderAr(true);

/**
 * The retake link: the signed status link (`/status?t=…`, made at send time) opening the retake
 * form on the same registration (decision 0028), never the registration wizard (a second live
 * registration is refused as a duplicate, decision 0019).
 */
export const retakeLink = (ctx: RenderContext) =>
  `${ctx.statusUrl}${ctx.statusUrl.includes("?") ? "&" : "?"}retake=1`;

/** What `results_sent` says in one language; {@link resultsSent} lays it out the same in both. */
interface ResultWords {
  lang: keyof typeof OUTCOME_WORDS;
  /** A value (the exam's name, the score) as the language sets it in running text. */
  value: (value: EmailParams[string] | undefined) => string;
  date: (iso: string) => string;
  subject: (exam: string, word: string) => string;
  /** The subject and text of a move to Send_Score without a recorded result. */
  sentSubject: (exam: string) => string;
  sent: (exam: string) => string;
  /** The facts' labels: exam, result, score (when there is one), when the result came. */
  facts: readonly [string, string, string, string];
  passed: (exam: string) => string;
  afterPass: string;
  absent: (exam: string) => string;
  failed: (exam: string) => string;
  afterFail: string;
  retake: string;
}

/** `results_sent` in `w`'s language: the result and what comes next, or the general text without one. */
function resultsSent(w: ResultWords): Template {
  return {
    subject: (p) =>
      str(p.outcome)
        ? w.subject(w.value(p.examName), outcomeWord(w.lang, str(p.outcome)))
        : w.sentSubject(w.value(p.examName)),
    body: (p, ctx): Block[] => {
      const outcome = str(p.outcome);
      const exam = w.value(p.examName);
      if (!outcome) return [{ p: w.sent(exam) }];
      const [examLabel, resultLabel, scoreLabel, receivedLabel] = w.facts;
      const facts: Block = {
        facts: [
          [examLabel, exam],
          [resultLabel, outcomeWord(w.lang, outcome)],
          ...(str(p.score) ? [[scoreLabel, w.value(p.score)] as [string, string]] : []),
          [receivedLabel, w.date(str(p.receivedOn))],
        ],
      };
      if (outcome === "pass") return [{ p: w.passed(exam) }, facts, { p: w.afterPass }];
      return [
        { p: outcome === "absent" ? w.absent(exam) : w.failed(exam) },
        facts,
        { p: w.afterFail },
        { link: [w.retake, retakeLink(ctx)] },
      ];
    },
  };
}

/** `results_sent` in English. */
export const resultsSentEn = resultsSent({
  lang: "en",
  value: str,
  date: dateEn,
  subject: (exam, word) => `Your ${exam} result: ${word.toLowerCase()}`,
  sentSubject: (exam) => `Your ${exam} result has been sent`,
  sent: (exam) => `Your score report for ${exam} has been sent to you. Thank you for testing with us.`,
  facts: ["Exam", "Result", "Score", "Result received"],
  passed: (exam) => `Congratulations: you passed ${exam}.`,
  afterPass:
    "What comes next: the regulator's score report reaches you from them; keep it with your reference for your licence application. We will close your registration once it is complete.",
  absent: (exam) => `You were recorded as absent from ${exam}.`,
  failed: (exam) => `You did not pass ${exam} this time.`,
  afterFail:
    "What comes next: you may sit the exam again on the same registration. The link below opens your status page, where you choose the month and the test center of your new attempt.",
  retake: "Book a retake:",
});

/** `results_sent` in Arabic. */
export const resultsSentAr = resultsSent({
  lang: "ar",
  value: v,
  date: dateAr,
  subject: (exam, word) => `نتيجة اختبار ${exam}: ${word}`,
  sentSubject: (exam) => `أُرسلت إليك نتيجة اختبار ${exam}`,
  sent: (exam) => `أُرسل إليك تقرير درجاتك في اختبار ${exam}. نشكرك على أداء اختبارك لدينا.`,
  facts: ["الاختبار", "النتيجة", "الدرجة", "تاريخ ورود النتيجة"],
  passed: (exam) => `تهانينا، لقد اجتزت اختبار ${exam}.`,
  afterPass:
    "الخطوة التالية: يصلك تقرير الدرجات من الجهة المنظمة مباشرة، فاحتفظ به مع الرقم المرجعي لطلب الترخيص. وسنغلق ملف تسجيلك عند اكتماله.",
  absent: (exam) => `سُجّلت غائبًا عن اختبار ${exam}.`,
  failed: (exam) => `لم تجتز اختبار ${exam} هذه المرة.`,
  afterFail:
    "الخطوة التالية: يمكنك التقدم للاختبار مرة أخرى بالتسجيل نفسه. يفتح الرابط أدناه صفحة حالتك، وفيها تختار شهر محاولتك الجديدة ومركز الاختبار.",
  retake: "احجز إعادة الاختبار:",
});

/** A `Trail_month` (English month name) in Arabic, "يونيو"; an unknown name unchanged. */
function monthAr(english: string): string {
  const index = (CALENDAR_MONTHS as readonly string[]).indexOf(english);
  if (index < 0) return english;
  return new Intl.DateTimeFormat(INTL_LOCALE.ar, { month: "long", timeZone: "UTC" }).format(
    Date.UTC(2026, index, 1),
  );
}

/** `retake_booked` in English: the new attempt on the same registration, and that an invoice follows. */
export const retakeBookedEn: Template = {
  subject: (p) => `Your retake of ${str(p.examName)} is booked`,
  body: (p): Block[] => [
    { p: `You have booked a new attempt at ${str(p.examName)} on your registration ${str(p.reference)}.` },
    {
      facts: [
        ["Exam", str(p.examName)],
        ["Test center", str(p.testCenter)],
        ["Month", str(p.trialMonth)],
      ],
    },
    {
      p:
        str(p.waitingList) === "1"
          ? "No seat is open in that month yet: you are on its waiting list, and we will offer you a seat by e-mail as soon as one is free. Next, we will send you an invoice for the exam fee."
          : "Next, we will send you an invoice for the exam fee; once it is paid, we book your seat and send you the exam's date, time and place.",
    },
  ],
};

/** `retake_booked` in Arabic. */
export const retakeBookedAr: Template = {
  subject: (p) => `حُجزت إعادة اختبار ${v(p.examName)}`,
  body: (p): Block[] => [
    { p: `حجزت محاولة جديدة لاختبار ${v(p.examName)} بتسجيلك ${v(p.reference)}.` },
    {
      facts: [
        ["الاختبار", v(p.examName)],
        ["مركز الاختبار", v(p.testCenter)],
        ["الشهر", monthAr(str(p.trialMonth))],
      ],
    },
    {
      p:
        str(p.waitingList) === "1"
          ? "لا يتوفر مقعد في ذلك الشهر بعد، فأُدرج اسمك في قائمة انتظاره، وسنعرض عليك مقعدًا بالبريد الإلكتروني حين يتوفر. وسنرسل إليك بعد ذلك فاتورة رسوم الاختبار."
          : "سنرسل إليك فاتورة رسوم الاختبار، وبعد سدادها نحجز مقعدك ونرسل إليك تاريخ الاختبار ووقته ومكانه.",
    },
  ],
};
