/**
 * The status page's Arabic (decision 0011), `/ar/status`: loaded with the Arabic route only (`pages/ar/`).
 * See `ar.ts` for how the Arabic is written.
 */
import type { ArabicOf } from "./catalog.ts";
import type { statusEn } from "./status.en.ts";

export const statusAr: ArabicOf<typeof statusEn> = {
  "status.metaTitle": "حالة التسجيل | بوابة تسجيل الاختبارات",
  "status.metaDescription":
    "اعرف أين وصل تسجيلك في الاختبار: أدخل الرقم المرجعي والبريد الإلكتروني الذي سجّلت به لترى المرحلة الحالية والفاتورة وموعد الاختبار.",
  "status.heading": "تابع حالة تسجيلك",
  "status.intro":
    "أدخل الرقم المرجعي الوارد في رسالة التأكيد (مثل <0>{example}</0>) والبريد الإلكتروني الذي سجّلت به. ويمكنك أيضًا فتح الرابط الموجود في أي رسالة منّا.",
  "status.formLabel": "ابحث عن تسجيلك",
  "status.referenceLabel": "الرقم المرجعي",
  "status.emailLabel": "البريد الإلكتروني",
  "status.submit": "اعرض الحالة",
  "status.submitting": "جارٍ التحقق…",
  "status.openingLink": "جارٍ فتح صفحة حالتك…",
  "status.linkFailed":
    "تعمل الروابط في رسائلنا مدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، وللعنوان الذي أُرسلت إليه فقط. أدخل الرقم المرجعي والبريد الإلكتروني بدلًا من ذلك.",
  "status.failed": "تعذّر علينا التحقق من حالتك. يُرجى المحاولة مرة أخرى.",
  "status.resultHeading": "التسجيل",
  "status.examLine": "الاختبار",
  "status.currentStage": "المرحلة الحالية",
  "status.progressHeading": "مراحل التسجيل",
  "status.stageState.done": "مكتملة",
  "status.stageState.current": "المرحلة الحالية",
  "status.stageState.upcoming": "قادمة",
  "status.reachedOn": "منذ {date}",
  "status.completedOn": "اكتملت في {date}",
  "status.nextHeading": "الخطوة التالية",
  "status.next.Not_Confirmed":
    "نراجع تسجيلك حاليًا، وسنراسلك بالبريد الإلكتروني فور تأكيده. لا يلزمك القيام بأي إجراء.",
  "status.next.Confirmed": "تم تأكيد تسجيلك. سنرسل إليك فاتورة برسوم الاختبار.",
  "status.next.Invoice": "يُرجى سداد الفاتورة أدناه مع ذكر رقمها. نؤكد استلام دفعتك فور وصولها إلينا.",
  "status.next.Invoice_Confirmed":
    "استلمنا دفعتك، ونعمل على حجز اختبارك، وسنرسل إليك تاريخه ووقته ومكانه بالبريد الإلكتروني.",
  "status.next.Exam_Details":
    "تم حجز اختبارك. يُرجى الحضور قبل الموعد بثلاثين دقيقة ومعك وثيقة الهوية التي سجّلت بها.",
  "status.next.Results": "لقد أدّيت اختبارك. سنرسل إليك نتيجتك فور صدورها.",
  "status.next.Invoice_preparing":
    "نُعِدّ فاتورتك الآن. سنرسلها إليك بالبريد الإلكتروني، وستظهر هنا مع طريقة السداد.",
  "status.next.Exam_Details_pending":
    "نحجز اختبارك الآن. سنرسل إليك تاريخه ووقته ومكانه بالبريد الإلكتروني، وستظهر هنا.",
  "status.next.Results_pending": "سنرسل إليك نتيجتك فور صدورها.",
  "status.next.Send_Score": "أرسلنا إليك نتيجتك. يُرجى مراجعة بريدك الإلكتروني.",
  "status.next.Done": "اكتمل تسجيلك. نتمنى لك كل التوفيق.",
  "status.stage.Not_Confirmed": "استلمنا التسجيل",
  "status.stage.Confirmed": "تم تأكيد التسجيل",
  "status.stage.Invoice": "صدرت الفاتورة",
  "status.stage.Invoice_Confirmed": "تم تأكيد الدفع",
  "status.stage.Exam_Details": "حجز الاختبار",
  "status.stage.Results": "بانتظار النتيجة",
  "status.stage.Send_Score": "أُرسلت النتيجة",
  "status.stage.Done": "مكتمل",
  "status.invoiceHeading": "الفاتورة المستحقة",
  "status.invoiceNumber": "رقم الفاتورة",
  "status.amount": "المبلغ",
  "status.howToPay": "طريقة الدفع",
  "status.noInstructions":
    "سنرسل إليك تعليمات الدفع لاحقًا. وإلى ذلك الحين، لمعرفة طريقة الدفع راسلنا على <0>{email}</0>، مع ذكر رقم الفاتورة <1>{invoice}</1>.",
  "status.noInstructionsPhone":
    "سنرسل إليك تعليمات الدفع لاحقًا. وإلى ذلك الحين، لمعرفة طريقة الدفع راسلنا على <0>{email}</0> أو اتصل بنا على <2>{phone}</2>، مع ذكر رقم الفاتورة <1>{invoice}</1>.",
  "status.examHeading": "اختبارك",
  "status.examDate": "التاريخ",
  "status.examTime": "الوقت",
  "status.timeToBeConfirmed": "سيُحدَّد لاحقًا",
  "status.location": "المكان",
  "status.addToCalendar": "أضف إلى التقويم",
  "status.addToCalendarHint": "ينزّل ملفًا بصيغة ics يمكنك فتحه في تقويم Google أو Outlook أو تقويم Apple.",
  "status.resultSentHeading": "أُرسلت النتيجة",
  "status.resultSentText": "أرسلنا إليك تقرير درجاتك بالبريد الإلكتروني.",
  "status.result.label": "النتيجة",
  "status.result.pass": "ناجح",
  "status.result.fail": "غير ناجح",
  "status.result.absent": "غائب",
  "status.result.score": "الدرجة",
  "status.result.receivedOn": "تاريخ ورود النتيجة",
  "status.retake.heading": "احجز إعادة الاختبار",
  "status.retake.intro":
    "يمكنك التقدم للاختبار مرة أخرى بهذا التسجيل نفسه. اختر مركز الاختبار وشهر محاولتك الجديدة، ثم نرسل إليك فاتورة رسوم الاختبار.",
  "status.retake.testCenter": "مركز الاختبار",
  "status.retake.month": "شهر الاختبار",
  "status.retake.dateRange": "الفترة المطلوبة",
  "status.retake.submit": "احجز إعادة الاختبار",
  "status.retake.seats.none": "لا مقاعد بعد",
  "status.retake.seats.few": "مقاعد قليلة",
  "status.retake.seats.available": "مقاعد متاحة",
  "status.retake.booked": "حُجزت إعادة اختبارك. سنرسل إليك فاتورة رسوم الاختبار.",
  "status.retake.bookedWaiting":
    "حُجزت إعادة اختبارك. لا يتوفر مقعد في ذلك الشهر بعد، فأُدرج اسمك في قائمة انتظاره وسنعرض عليك مقعدًا بالبريد الإلكتروني، كما سنرسل إليك فاتورة رسوم الاختبار.",
  "status.contactHeading": "لديك استفسار؟",
  "status.contactText": "راسلنا أو اتصل بنا واذكر رقمك المرجعي <0>{reference}</0>.",
  "status.checkAnother": "تحقق من تسجيل آخر",
  "status.privacy":
    "حفاظًا على خصوصيتك، لا نعرض مراحل التسجيل إلا لمن يعرف رقمه المرجعي والبريد الإلكتروني الذي سُجّل به معًا، ولا نعرض بياناتك الشخصية أبدًا.",
  "status.seat.heading": "مقعدك",
  "status.seat.startTime": "وقت البدء",
  "status.seat.duration": "المدة",
  "status.seat.minutes":
    "{minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}",
  "status.seat.testCenter": "مركز الاختبار",
  "status.seat.room": "القاعة",
  "status.seat.letter": "تنزيل بطاقة الدخول (PDF)",
  "status.seat.letterHint":
    "اطبعها أو احتفظ بها على هاتفك، واعرض رمز QR فيها عند تسجيل الحضور. البطاقة الصادرة قبل تغيير المقعد لم تعد صالحة.",
  "status.seat.changeUntil": "يمكنك تغيير الموعد حتى {until}.",
  "status.seat.deadlinePassed": "انتهت مهلة التغيير. لتغيير موعد اختبارك، راسلنا على <0>{email}</0>.",
  "status.seat.changeDate": "غيّر الموعد",
  "status.seat.chooseDate": "اختر موعدًا جديدًا",
  "status.seat.noOtherDates": "لا يوجد حاليًا موعد آخر متاح لاختبارك.",
  "status.seat.confirmMove": "انقل مقعدي",
  "status.seat.cancel": "إلغاء",
  "status.seat.giveBack": "تنازل عن المقعد",
  "status.seat.giveBackTitle": "هل تريد التنازل عن مقعدك؟",
  "status.seat.giveBackText": "سيُعرض مقعدك على مرشح آخر ولن يكون لك موعد اختبار بعد ذلك. يبقى تسجيلك قائمًا.",
  "status.seat.keep": "أبقِ مقعدي",
  "status.seat.giveBackConfirm": "تنازل عنه",
  "status.seat.notChanged": "لم يتغير مقعدك",
  "status.seat.reloadFailed": "حُفظ التغيير، لكن تعذّر علينا تحديث هذه الصفحة. تحقق من حالتك مرة أخرى لتراه.",
  "status.seat.moved": "نُقل مقعدك إلى الموعد الجديد.",
  "status.seat.released": "تنازلت عن مقعدك.",
  "status.offer.heading": "مقعد محجوز لك",
  "status.offer.text":
    "أصبح مقعد متاحًا لاختبارك ونحتفظ به لك حتى الموعد المذكور في رسالتنا. احجزه قبل ذلك، وإلا يُعرض على المرشح التالي في قائمة الانتظار.",
  "status.offer.textUntil":
    "أصبح مقعد متاحًا لاختبارك ونحتفظ به لك حتى {until} (بتوقيت مركز الاختبار). احجزه قبل ذلك، وإلا يُعرض على المرشح التالي في قائمة الانتظار.",
  "status.offer.book": "احجز هذا المقعد",
  "status.offer.booked": "تم حجز مقعدك",
  "status.offer.bookedText":
    "أرسلنا إليك رسالة بتفاصيل اختبارك. أدخل رقمك المرجعي وبريدك الإلكتروني أدناه لترى حالتك.",
  "status.offer.notBooked": "لم يُحجز المقعد",
  "status.offer.invalid": "هذا الرابط غير صالح أو انتهت صلاحيته.",
  "status.offer.gone": "انتهت صلاحية هذا العرض أو استُخدم من قبل.",
};
