/**
 * The admin's saved subject and body for a message (the E-mail screen, `features/email/settings.ts`),
 * as the worker and the preview read them when rendering; no saved text: the built-in ones.
 */
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { emailSettings } from "#server/db/schema.ts";
import type { EmailKind } from "#shared/mail/outbox.ts";
import { isSettingKind } from "#shared/mail/settings.ts";
import { type CustomTexts, catalogueLocale } from "./templates.ts";

/** The saved templates of `kind` in `locale` (null: built-in texts), read when the worker renders it. */
export async function customTexts(db: Db | Tx, kind: EmailKind, locale: string): Promise<CustomTexts | null> {
  if (!isSettingKind(kind)) return null;
  const [row] = await db
    .select({ subject: emailSettings.subject, body: emailSettings.body })
    .from(emailSettings)
    .where(and(eq(emailSettings.kind, kind), eq(emailSettings.locale, catalogueLocale(locale))));
  return row && (row.subject || row.body) ? row : null;
}
