/**
 * An e-mail whose `.eml` file finds no room (ENOSPC on the outbox's disk, decision 0015) is a
 * storage outage, not the message's failure: it stays queued without using up an attempt, health
 * answers 503 with the reason, and it goes out once there is room. The outbox is on a full tmpfs
 * made by the test.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { emailDiskGuard } from "#server/mail/start.ts";
import { createEmailWorker } from "#server/mail/worker.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { mountSmallDisk, type SmallDisk, smallDiskUnavailable } from "#tests/helpers/small-disk.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let disk: SmallDisk | undefined;
beforeAll(async () => {
  ctx = await createTestContext();
  if (!smallDiskUnavailable) disk = mountSmallDisk(2);
});
afterAll(async () => {
  disk?.unmount();
  await ctx.close();
});

describe(`an e-mail on a full outbox disk${smallDiskUnavailable ? ` (skipped: ${smallDiskUnavailable})` : ""}`, () => {
  it.skipIf(smallDiskUnavailable !== null)(
    "stays queued without using an attempt, health says why, and goes out once there is room",
    async () => {
      const outbox = path.join(disk!.dir, "outbox");
      const registered = await ctx.app.inject({
        method: "POST",
        url: "/api/FormRegister",
        payload: buildRegistration(7001, { test_center: ctx.testCenterId }),
      });
      expect(registered.statusCode).toBe(201);
      const warnings: string[] = [];
      const worker = createEmailWorker({
        db: ctx.db,
        mailer: createMailer({ from: "Exams <exams@example.com>", outboxDir: outbox }),
        statusUrl: async () => "https://exams.test/status",
        supportEmail: "support@example.com",
        paymentInstructions: null,
        domain: "exams.test",
        log: { info() {}, warn: (_obj, msg) => warnings.push(msg) },
        storageRetryMs: 0,
        ...emailDiskGuard(ctx.app.diskGuard),
      });
      disk!.leaveFree(0);

      expect(await worker.runOnce()).toBe(1);
      const [waiting] = await ctx.db.select().from(emailOutbox);
      expect(waiting).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
      expect(waiting!.lastError).toMatch(/^ENOSPC: /);
      expect(warnings).toEqual(["e-mail not written: no room on disk, tried again later"]);
      const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(health.headers["retry-after"]).toBe("30");
      expect(health.json<{ message: string }>().message).toMatch(
        /^Storage full: an e-mail could not be written: a file write found no room \(ENOSPC\)/,
      );

      disk!.emptyFiller();
      expect(await worker.runOnce()).toBe(1);
      const [sent] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, waiting!.id));
      expect(sent).toMatchObject({ status: "sent", attempts: 1 });
      expect(readdirSync(outbox)).toEqual([`${waiting!.id}-registration_received.eml`]);
    },
  );
});
