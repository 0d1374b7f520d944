/**
 * A write the database refuses for lack of disk space (SQLSTATE 53100, decision 0015) is a storage
 * outage: 507 with `Retry-After` in the API's error shape, never 500, and health answers 503 with
 * the reason until a write succeeds again. The 53100 is PostgreSQL's own (a trigger raising
 * `disk_full` on the candidates' table), on either database.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STORAGE_FULL_MESSAGE } from "#server/lib/disk-guard.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();

const register = (n: number) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/FormRegister",
    payload: buildRegistration(n, { test_center: ctx.testCenterId }),
  });
const health = () => ctx.app.inject({ method: "GET", url: "/api/health" });

describe("SQLSTATE 53100 (disk full)", () => {
  it("answers a write 507 with Retry-After, health 503 with the reason, and both recover by themselves", async () => {
    await ctx.db.execute(sql`
      create function disk_is_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/5/16385": No space left on device' using errcode = 'disk_full';
      end $$`);
    await ctx.db.execute(
      sql`create trigger disk_is_full before insert on students execute function disk_is_full()`,
    );

    const refused = await register(1);
    expect(refused.statusCode).toBe(507);
    expect(refused.headers["retry-after"]).toBe("30");
    expect(refused.json()).toEqual({ success: false, message: STORAGE_FULL_MESSAGE });

    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("30");
    expect(down.json()).toEqual({
      success: false,
      message:
        "Storage full: the database refused a write for lack of disk space (SQLSTATE 53100) (0 s ago); writes fail until space is freed.",
    });

    // Space is back: the next write goes through and health is ok again, without a restart.
    await ctx.db.execute(sql`drop trigger disk_is_full on students`);
    expect((await register(2)).statusCode).toBe(201);
    const up = await health();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: "ok" });
  });
});
