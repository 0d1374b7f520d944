/**
 * The invitation to register sent to an inquirer (issue 14 item 4), English. Its snapshot holds
 * `fullName`, `examName` (the inquiry's "DHA Exam", ...) and `inviteUrl`, the signed link to the
 * wizard pre-filled with the inquiry (`features/inquiries/invites.ts`).
 */
import type { EmailParams } from "./outbox.ts";
import type { Block, Template } from "./templates.ts";

const str = (value: EmailParams[string] | undefined) =>
  value === null || value === undefined ? "" : String(value);

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
