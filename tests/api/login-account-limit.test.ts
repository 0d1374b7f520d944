/**
 * The account-wide login limit (decision 0018): guesses on one account from many client addresses
 * (named through a trusted proxy's X-Forwarded-For) slow the account after 10 failures; during the
 * window every attempt from a new address, with the right password too, gets the same 429; a
 * success (from an address the account logged in from before) resets it; the window grows and
 * never passes 15 minutes. In the app's own store (memory on PGlite, the database on PostgreSQL)
 * and in Redis.
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_LIMIT } from "#server/features/auth/account-throttle.ts";
import { connectRedis } from "#server/lib/rate-limiters.ts";
import {
  createTestContext,
  suiteTestContextWithFakeDate,
  type TestContext,
  USER_PASSWORD,
} from "#tests/helpers/test-app.ts";

const INVALID = { success: false, message: "Invalid username or password." };
const LOCKED = { success: false, message: "You've exceeded the maximum number of login attempts." };
const PROXY = "10.2.0.1";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let lastClient = 0;
/** A client address no earlier attempt used. */
const newAddress = () => {
  lastClient += 1;
  return `203.0.${lastClient >> 8}.${lastClient & 255}`;
};

function login(ctx: TestContext, username: string, password: string, client: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password },
    remoteAddress: PROXY,
    headers: { "x-forwarded-for": client },
  });
}

/** `count` wrong passwords for `username`, each from an address of its own: all answered 401. */
async function failFromNewAddresses(ctx: TestContext, username: string, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await login(ctx, username, "wrong-password", newAddress());
    expect(response.statusCode).toBe(401);
  }
}

describe.each([
  ["the app's own store", false],
  ["Redis", true],
])("the account-wide limit in %s", (_name, useRedis) => {
  let ctx: TestContext;
  let redis: Redis | undefined;
  beforeAll(async () => {
    redis = useRedis
      ? await connectRedis(REDIS_URL, 2000, `exam-test-account-${process.pid}-${Date.now()}:`)
      : undefined;
    ctx = await createTestContext({
      env: { TRUST_PROXY: PROXY },
      counters: redis ? { kind: "redis", client: redis } : undefined,
    });
  });
  afterAll(async () => {
    await ctx.close();
    redis?.disconnect();
  });

  it("slows the account after 10 failures from 8 addresses, keeping the first answers from each place", async () => {
    const usual = "198.51.100.10";
    expect((await login(ctx, "auditor-user", USER_PASSWORD, usual)).statusCode).toBe(200);

    // As in the finding: 3 guesses from each of 8 addresses. The first 3 addresses get the seed's
    // answers (2 left, 1 left, locked); the 10th failure (the 4th address's first) slows the account.
    const answers: string[] = [];
    for (let a = 0; a < 8; a++) {
      const client = newAddress();
      for (let i = 0; i < 3; i++) {
        const response = await login(ctx, "auditor-user", `guess-${a}-${i}`, client);
        answers.push(`${response.statusCode}:${response.headers["x-login-attempts-remaining"] ?? "-"}`);
        if (response.statusCode === 429) expect(response.json()).toEqual(LOCKED);
        else expect(response.json()).toEqual(INVALID);
      }
    }
    expect(answers.slice(0, 10)).toEqual([
      ...["401:2", "401:1", "429:-"],
      ...["401:2", "401:1", "429:-"],
      ...["401:2", "401:1", "429:-"],
      "401:2",
    ]);
    expect(answers.slice(10)).toEqual(Array(14).fill("429:-"));

    // From a new address the right password gets the very answer a wrong one gets.
    const wrong = await login(ctx, "auditor-user", "another-guess", newAddress());
    const right = await login(ctx, "auditor-user", USER_PASSWORD, newAddress());
    for (const response of [wrong, right]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOCKED);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(ACCOUNT_LIMIT.FIRST_DELAY_SECONDS);
      expect(response.headers["x-login-attempts-remaining"]).toBeUndefined();
    }
    expect(right.body).toBe(wrong.body);

    // The real user, from the address they logged in from before, is not locked out; their success
    // resets the account: a new address gets in, and a wrong password there is a first failure again.
    expect((await login(ctx, "auditor-user", USER_PASSWORD, usual)).statusCode).toBe(200);
    expect((await login(ctx, "auditor-user", USER_PASSWORD, newAddress())).statusCode).toBe(200);
    const fresh = await login(ctx, "auditor-user", "wrong-again", newAddress());
    expect(fresh.statusCode).toBe(401);
    expect(fresh.headers["x-login-attempts-remaining"]).toBe("2");
  });

  it("slows an unknown username the same way, so the answers never tell which names exist", async () => {
    await failFromNewAddresses(ctx, "nobody-here", ACCOUNT_LIMIT.FREE_FAILURES);
    const response = await login(ctx, "nobody-here", "guess", newAddress());
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(LOCKED);
  });

  it("checks no more than the free guesses of a parallel burst from 30 addresses", async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(ctx, "visitor-user", `burst-${i}`, newAddress())),
    );
    const checked = responses.filter((r) => r.statusCode === 401).length;
    // The 10 free ones, and at most the one attempt the slowed account lets through at a time.
    expect(checked).toBeGreaterThanOrEqual(ACCOUNT_LIMIT.FREE_FAILURES);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LIMIT.FREE_FAILURES + 1);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(30 - checked);
  });
});

describe("the account-wide window (faked Date: the store reads the clock itself)", () => {
  const ctx = suiteTestContextWithFakeDate({ env: { TRUST_PROXY: PROXY } });
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it("doubles from 30 s to at most 15 min, then lets the right password in once it ends", async () => {
    await failFromNewAddresses(ctx, "schoolmoderator-user", ACCOUNT_LIMIT.FREE_FAILURES);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await login(ctx, "schoolmoderator-user", USER_PASSWORD, newAddress());
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers["retry-after"]);
      waits.push(wait);
      // One second early: still closed.
      advance(wait - 1);
      expect((await login(ctx, "schoolmoderator-user", USER_PASSWORD, newAddress())).statusCode).toBe(429);
      advance(1);
      // Open again: one guess is checked (and fails), which closes the account for longer.
      await failFromNewAddresses(ctx, "schoolmoderator-user", 1);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);

    const last = await login(ctx, "schoolmoderator-user", USER_PASSWORD, newAddress());
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBe(ACCOUNT_LIMIT.MAX_DELAY_SECONDS);
    advance(ACCOUNT_LIMIT.MAX_DELAY_SECONDS);
    expect((await login(ctx, "schoolmoderator-user", USER_PASSWORD, newAddress())).statusCode).toBe(200);
    // The success reset the count: a wrong password is a first failure again.
    const after = await login(ctx, "schoolmoderator-user", "wrong", newAddress());
    expect(after.statusCode).toBe(401);
    expect(after.headers["x-login-attempts-remaining"]).toBe("2");
  });

  it("forgets failures a day after the first one", async () => {
    await failFromNewAddresses(ctx, "test_center-user", ACCOUNT_LIMIT.FREE_FAILURES - 1);
    advance(ACCOUNT_LIMIT.FAILURE_WINDOW_SECONDS);
    // Nine more failures do not reach the limit: the first nine were forgotten.
    await failFromNewAddresses(ctx, "test_center-user", ACCOUNT_LIMIT.FREE_FAILURES - 1);
    expect((await login(ctx, "test_center-user", USER_PASSWORD, newAddress())).statusCode).toBe(200);
  });
});
