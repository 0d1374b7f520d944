import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import type { EmailKind } from "#shared/mail/outbox.ts";

/** Where the e2e server (no SMTP_URL) writes its e-mails (`outboxDir` in `server/mail/start.ts`). */
const OUTBOX = join(tmpdir(), "exam-portal-outbox");

/**
 * The first text matching `link` in an e-mail of `kind` to `to`, once the worker has written it;
 * undefined before (poll it with `expect.poll`).
 */
export async function linkInOutbox(kind: EmailKind, to: string, link: RegExp): Promise<string | undefined> {
  const names = existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((name) => name.endsWith(`${kind}.eml`)) : [];
  for (const name of names) {
    const mail = await simpleParser(readFileSync(join(OUTBOX, name)));
    const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
    const found = link.exec(mail.text ?? "")?.[0];
    if (address?.includes(to) && found) return found;
  }
  return undefined;
}
