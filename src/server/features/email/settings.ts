/**
 * The admin "E-mail" screen's settings (decision 0010): per message kind and locale, on/off and
 * the subject and body templates that replace the built-in texts. No row: on, built-in texts.
 * Changes are audited; the preview renders a message for a real candidate without sending it.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { emailSettings, invoices, students, testCenters } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { instructionsFor } from "#server/domain/payment-instructions.ts";
import { badRequest, notFound } from "#server/errors.ts";
import type { RenderContext } from "#server/mail/catalogue.ts";
import { customTexts } from "#server/mail/custom-texts.ts";
import type { EmailParams } from "#server/mail/outbox.ts";
import { type CustomTexts, defaultTexts, renderEmail } from "#server/mail/templates.ts";
import {
  EMAIL_SETTING_KINDS,
  type EmailPreview,
  type EmailSetting,
  type EmailSettingKind,
  type emailPreviewRequestSchema,
  type emailSettingUpdateSchema,
  KIND_PLACEHOLDERS,
  unknownPlaceholder,
  unknownPlaceholderMessage,
} from "#shared/mail/settings.ts";
import { LOCALES } from "#shared/site/locales.ts";

type SettingRow = typeof emailSettings.$inferSelect;

/** The wire shape of a kind's settings in `locale` (`row` undefined: never changed). */
function toSetting(kind: EmailSettingKind, locale: string, row: SettingRow | undefined): EmailSetting {
  const defaults = defaultTexts(kind, locale);
  return {
    kind,
    locale,
    enabled: row?.enabled ?? true,
    subject: row?.subject ?? null,
    body: row?.body ?? null,
    default_subject: defaults.subject,
    default_body: defaults.body,
    placeholders: [...KIND_PLACEHOLDERS[kind]],
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedByUsername ?? null,
  };
}

/** Every kind's settings in every locale, in pipeline order (all on by default). */
export async function listEmailSettings(db: Db): Promise<EmailSetting[]> {
  const rows = await db.select().from(emailSettings);
  return LOCALES.flatMap((locale) =>
    EMAIL_SETTING_KINDS.map((kind) =>
      toSetting(
        kind,
        locale,
        rows.find((row) => row.kind === kind && row.locale === locale),
      ),
    ),
  );
}

/** 400 naming `field` when a template uses a placeholder `kind` does not offer. */
function checkPlaceholders(kind: EmailSettingKind, texts: Partial<CustomTexts>) {
  for (const field of ["subject", "body"] as const) {
    const template = texts[field];
    if (!template) continue;
    const unknown = unknownPlaceholder(kind, template);
    if (unknown !== undefined) throw badRequest(unknownPlaceholderMessage(kind, unknown), field);
  }
}

/**
 * Saves `kind`'s settings in `input.locale`, with an `email_setting.updated` audit row (who, when,
 * each changed field old → new) in the same transaction. 400 for an unknown placeholder (nothing
 * saved). Returns the settings as saved.
 */
export async function updateEmailSetting(
  db: Db,
  kind: EmailSettingKind,
  input: z.output<typeof emailSettingUpdateSchema>,
  actor: Actor,
): Promise<EmailSetting> {
  checkPlaceholders(kind, input);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(emailSettings)
      .where(and(eq(emailSettings.kind, kind), eq(emailSettings.locale, input.locale)))
      .for("update");
    const values = {
      enabled: input.enabled,
      subject: input.subject,
      body: input.body,
      updatedAt: new Date(),
      updatedById: actor.id,
      updatedByUsername: actor.username,
    };
    const [row] = await tx
      .insert(emailSettings)
      .values({ kind, locale: input.locale, ...values })
      .onConflictDoUpdate({ target: [emailSettings.kind, emailSettings.locale], set: values })
      .returning();
    const previous = {
      enabled: before?.enabled ?? true,
      subject: before?.subject ?? null,
      body: before?.body ?? null,
    };
    const changes = Object.fromEntries(
      (["enabled", "subject", "body"] as const)
        .filter((field) => previous[field] !== input[field])
        .map((field) => [field, { from: previous[field], to: input[field] }]),
    );
    await recordAudit(tx, actor, "email_setting.updated", row!.id, { kind, locale: input.locale, changes });
    return toSetting(kind, input.locale, row);
  });
}

/**
 * What a preview needs besides the database: the candidate's status link and the worker's settings
 * (`paymentInstructions`: `PAYMENT_INSTRUCTIONS`, which the saved instructions replace).
 */
export interface PreviewContext extends Omit<RenderContext, "statusUrl"> {
  statusUrl(recipient: {
    studentId: number;
    email: string;
    reference: string;
    locale: string;
  }): Promise<string>;
}

/**
 * `kind` as candidate `input.student_id` would get it now, with the saved templates or the drafts
 * of `input` (see `emailPreviewRequestSchema`); nothing is queued or sent. The candidate's newest
 * invoice fills the invoice placeholders; a registration-attempt notice is shown for an attempt now
 * with the national ID. 400 unknown placeholder; 404 unknown or deleted candidate.
 */
export async function previewEmail(
  db: Db,
  kind: EmailSettingKind,
  input: z.output<typeof emailPreviewRequestSchema>,
  ctx: PreviewContext,
): Promise<EmailPreview> {
  checkPlaceholders(kind, input);
  const [student] = await db
    .select({
      id: students.id,
      email: students.email,
      reference: students.reference,
      firstName: students.firstName,
      fullName: students.fullName,
      examName: students.examName,
      examCategory: students.examCategory,
      examDate: students.examDate,
      examTime: students.examTime,
      examLocation: students.examLocation,
      testCenter: testCenters.name,
    })
    .from(students)
    .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
    .where(and(eq(students.id, input.student_id), isNull(students.deletedAt)));
  if (!student) throw notFound("Student not found.");
  const [invoice] = await db
    .select({ number: invoices.invoiceNumber, amount: invoices.amount, currency: invoices.currency })
    .from(invoices)
    .where(and(eq(invoices.studentId, student.id), isNull(invoices.deletedAt)))
    .orderBy(desc(invoices.id))
    .limit(1);
  const { id, email, ...snapshot } = student;
  const params: EmailParams = {
    studentId: id,
    ...snapshot,
    invoiceNumber: invoice?.number ?? null,
    amount: invoice?.amount ?? null,
    currency: invoice?.currency ?? null,
    // The registration-attempt notice (decision 0019) as if someone had just used the national ID.
    attemptedAt: new Date().toISOString(),
    matchedField: "nationalId",
  };
  const saved = await customTexts(db, kind, input.locale);
  const custom: CustomTexts = {
    subject: input.subject === undefined ? (saved?.subject ?? null) : input.subject,
    body: input.body === undefined ? (saved?.body ?? null) : input.body,
  };
  const statusUrl = await ctx.statusUrl({
    studentId: id,
    email,
    reference: student.reference,
    locale: input.locale,
  });
  // The payment instructions in force in the preview's language, as the worker would read them.
  const paymentInstructions =
    kind === "invoice_issued" ? await instructionsFor(db, input.locale, ctx.paymentInstructions) : null;
  const rendered = renderEmail(
    kind,
    input.locale,
    params,
    { ...ctx, statusUrl, paymentInstructions },
    custom,
  );
  return { to: email, ...rendered };
}
