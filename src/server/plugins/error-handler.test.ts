import { existsSync, writeFileSync } from "node:fs";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { DISK_RETRY_AFTER_SECONDS, DiskGuard, STORAGE_FULL_MESSAGE } from "#server/lib/disk-guard.ts";
import { registerErrorHandler } from "./error-handler.ts";

/** Linux's /dev/full: every write to it fails with ENOSPC, a real "no space left on device". */
const FULL = "/dev/full";

const guard = new DiskGuard({ folders: [], minFree: 64_000_000, log: { info() {}, warn() {}, error() {} } });
const app = Fastify();
registerErrorHandler(app, guard);
for (const method of ["GET", "POST"] as const) {
  app.route({
    method,
    url: "/api/write-a-file",
    handler: async () => {
      writeFileSync(FULL, "a message that finds no room");
      return { written: true };
    },
  });
}
app.get("/api/bug", async () => {
  throw new TypeError("x is undefined");
});
afterAll(() => app.close());

describe.skipIf(!existsSync(FULL))("the error handler on a full disk (decision 0015)", () => {
  it("answers ENOSPC with 507 to a write and 503 to a read, both with Retry-After, never 500", async () => {
    const write = await app.inject({ method: "POST", url: "/api/write-a-file" });
    expect(write.statusCode).toBe(507);
    expect(write.headers["retry-after"]).toBe(String(DISK_RETRY_AFTER_SECONDS));
    expect(write.json()).toEqual({ success: false, message: STORAGE_FULL_MESSAGE });

    const read = await app.inject({ method: "GET", url: "/api/write-a-file" });
    expect(read.statusCode).toBe(503);
    expect(read.headers["retry-after"]).toBe(String(DISK_RETRY_AFTER_SECONDS));
    expect(read.json()).toMatchObject({ success: false });

    // Health learns of it from the guard.
    expect(guard.health().problem).toMatch(/^Storage full: a file write found no room \(ENOSPC\)/);
    // A bug is still a bug.
    expect((await app.inject({ method: "GET", url: "/api/bug" })).statusCode).toBe(500);
  });
});
