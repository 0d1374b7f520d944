/**
 * English texts of the candidate's status page (docs/product.md §2 "Status page"), `/status`: loaded with its route
 * (`handle`), not by the shell. See `en.ts` for the format. The `status.stage.*` texts are the
 * API's, each state's `candidateLabel` in `#shared/candidates/pipeline.ts` (`catalogs.test.ts` holds them
 * equal); the `status.next.*` texts are one per state and pending variant (`NEXT_KEYS`); the lookup's messages
 * (`STATUS_TEXTS`) are the `validation.status.*` entries of `validation.en.ts`.
 */
export const statusEn = {
  "status.metaTitle": "Registration status | Exam Registration Portal",
  "status.metaDescription":
    "Check where your exam registration stands: enter your reference and the e-mail address you registered with to see your stage, invoice and exam appointment.",
  "status.heading": "Check your registration status",
  "status.intro":
    "Enter the reference from your confirmation e-mail (for example <0>{example}</0>) and the e-mail address you registered with. You can also open the link in any of our e-mails.",
  "status.formLabel": "Find your registration",
  "status.referenceLabel": "Reference",
  "status.emailLabel": "E-mail address",
  "status.submit": "Check status",
  "status.submitting": "Checking…",
  "status.openingLink": "Opening your status…",
  "status.linkFailed":
    "Links in our e-mails work for {days, plural, one {# day} other {# days}} and only for the address they were sent to. Enter your reference and e-mail address instead.",
  "status.failed": "We could not check your status. Please try again.",
  "status.resultHeading": "Registration",
  "status.examLine": "Exam",
  "status.currentStage": "Current stage",
  "status.progressHeading": "Progress",
  "status.stageState.done": "Done",
  "status.stageState.current": "Current stage",
  "status.stageState.upcoming": "Upcoming",
  "status.reachedOn": "Since {date}",
  "status.completedOn": "Completed {date}",
  "status.nextHeading": "What happens next",
  "status.next.Not_Confirmed":
    "We are checking your registration. We will e-mail you as soon as it is confirmed; no action is needed from you.",
  "status.next.Confirmed": "Your registration is confirmed. We will send you an invoice for the exam fee.",
  "status.next.Invoice":
    "Please pay the invoice below, quoting its number. We confirm your payment once it reaches us.",
  "status.next.Invoice_Confirmed":
    "We have received your payment. We are booking your exam and will e-mail you its date, time and location.",
  "status.next.Exam_Details":
    "Your exam is booked. Please arrive 30 minutes early with the identity document you registered with.",
  "status.next.Results": "You have taken your exam. We will send you your result as soon as it is available.",
  "status.next.Invoice_preparing":
    "Your invoice is being prepared. We will e-mail it to you, and it will appear here with how to pay.",
  "status.next.Exam_Details_pending":
    "We are booking your exam. We will e-mail you its date, time and location, and they will appear here.",
  "status.next.Results_pending": "We will send you your result as soon as it is available.",
  "status.next.Send_Score": "Your result has been sent to you. Please check your e-mail.",
  "status.next.Done": "Your registration is complete. We wish you every success.",
  "status.stage.Not_Confirmed": "Registration received",
  "status.stage.Confirmed": "Registration confirmed",
  "status.stage.Invoice": "Invoice issued",
  "status.stage.Invoice_Confirmed": "Payment confirmed",
  "status.stage.Exam_Details": "Exam booking",
  "status.stage.Results": "Awaiting result",
  "status.stage.Send_Score": "Result sent",
  "status.stage.Done": "Completed",
  "status.invoiceHeading": "Invoice to pay",
  "status.invoiceNumber": "Invoice number",
  "status.amount": "Amount",
  "status.howToPay": "How to pay",
  "status.noInstructions":
    "Our payment instructions will follow. Meanwhile, to find out how to pay, write to <0>{email}</0> and quote invoice number <1>{invoice}</1>.",
  "status.noInstructionsPhone":
    "Our payment instructions will follow. Meanwhile, to find out how to pay, write to <0>{email}</0> or call <2>{phone}</2> and quote invoice number <1>{invoice}</1>.",
  "status.examHeading": "Your exam",
  "status.examDate": "Date",
  "status.examTime": "Time",
  "status.timeToBeConfirmed": "To be confirmed",
  "status.location": "Location",
  "status.addToCalendar": "Add to calendar",
  "status.addToCalendarHint": "Downloads an .ics file for Google Calendar, Outlook or Apple Calendar.",
  "status.resultSentHeading": "Result sent",
  "status.resultSentText": "Your score report has been e-mailed to you.",
  "status.result.label": "Result",
  "status.result.pass": "Passed",
  "status.result.fail": "Not passed",
  "status.result.absent": "Absent",
  "status.result.score": "Score",
  "status.result.receivedOn": "Result received",
  "status.retake.heading": "Book a retake",
  "status.retake.intro":
    "You may sit the exam again on this registration. Choose the test center and the month of your new attempt; we will then send you an invoice for the exam fee.",
  "status.retake.testCenter": "Test center",
  "status.retake.month": "Test month",
  "status.retake.dateRange": "Requested date range",
  "status.retake.submit": "Book a retake",
  "status.retake.seats.none": "no seats yet",
  "status.retake.seats.few": "few seats",
  "status.retake.seats.available": "seats available",
  "status.retake.booked": "Your retake is booked. We will send you an invoice for the exam fee.",
  "status.retake.bookedWaiting":
    "Your retake is booked. No seat is open in that month yet: you are on its waiting list, and we will offer you a seat by e-mail. We will also send you an invoice for the exam fee.",
  "status.contactHeading": "Questions?",
  "status.contactText": "Write or call us and quote your reference <0>{reference}</0>.",
  "status.checkAnother": "Check another registration",
  "status.privacy":
    "For your privacy, we show a registration's progress only to someone who has both its reference and the e-mail address it was made with, and never your personal details.",
  "status.seat.heading": "Your seat",
  "status.seat.startTime": "Start time",
  "status.seat.duration": "Duration",
  "status.seat.minutes": "{minutes, plural, one {# minute} other {# minutes}}",
  "status.seat.testCenter": "Test center",
  "status.seat.room": "Room",
  "status.seat.letter": "Download admission letter (PDF)",
  "status.seat.letterHint":
    "Print it or keep it on your phone: show its QR code at check-in. A letter from before a change of seat no longer works.",
  "status.seat.changeUntil": "You can change this until {until}.",
  "status.seat.deadlinePassed":
    "The deadline for changes has passed. To change your exam, write to <0>{email}</0>.",
  "status.seat.changeDate": "Change the date",
  "status.seat.chooseDate": "Choose a new date",
  "status.seat.noOtherDates": "No other date is open for your exam at the moment.",
  "status.seat.confirmMove": "Move my seat",
  "status.seat.cancel": "Cancel",
  "status.seat.giveBack": "Give the seat back",
  "status.seat.giveBackTitle": "Give your seat back?",
  "status.seat.giveBackText":
    "Your seat will be offered to another candidate and you will no longer have an exam date. Your registration stays open.",
  "status.seat.keep": "Keep my seat",
  "status.seat.giveBackConfirm": "Give it back",
  "status.seat.notChanged": "Your seat was not changed",
  "status.seat.reloadFailed":
    "Your change was saved, but we could not reload this page. Check your status again to see it.",
  "status.seat.moved": "Your seat has been moved to the new date.",
  "status.seat.released": "You have given your seat back.",
  "status.offer.heading": "A seat is held for you",
  "status.offer.text":
    "A seat has become free for your exam and we are holding it for you until the time in our e-mail. Book it before then, or it goes to the next candidate on the waiting list.",
  "status.offer.textUntil":
    "A seat has become free for your exam and we are holding it for you until {until} (test center time). Book it before then, or it goes to the next candidate on the waiting list.",
  "status.offer.book": "Book this seat",
  "status.offer.booked": "Your seat is booked",
  "status.offer.bookedText":
    "We have sent you an e-mail with your exam details. Enter your reference and e-mail address below to see your status.",
  "status.offer.notBooked": "The seat was not booked",
  "status.offer.invalid": "This link is not valid or has run out.",
  "status.offer.gone": "This offer has run out or was already used.",
} as const;
