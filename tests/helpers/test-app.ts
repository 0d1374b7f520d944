/**
 * A fresh app on a fresh copy of the migrated template database, for one test file. Holds one
 * user per role (password `USER_PASSWORD`) and one test center; `tokenFor(role)` logs in by API.
 */

import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { hash } from "@node-rs/argon2";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { buildApp } from "#server/app.ts";
import { parseConfig } from "#server/config.ts";
import { type Database, fromPgliteWorker, fromPostgresUrl } from "#server/db/client.ts";
import { PGliteProxy } from "#server/db/pglite-proxy.ts";
import { auditLog, testCenters, users } from "#server/db/schema.ts";
import type { CounterStore } from "#server/lib/rate-limiters.ts";
import type { LogDestination } from "#server/logging.ts";
import { DEMO_TEST_CENTERS } from "#server/setup/factories.ts";
import type { Role } from "#shared/access/roles.ts";
import { ROLES } from "#shared/access/roles.ts";
import { adminUrl, databaseUrl } from "./postgres.ts";

export const USER_PASSWORD = "Passw0rd!";

/**
 * The test users' password hash: argon2id (as the app makes them) at the lowest cost, m=1 MiB and
 * t=1. The app verifies with the parameters the hash holds, so each of the many logins these tests
 * make (wrong passwords, lock-outs, one per role) costs ~1 ms instead of ~20 ms; the app's own cost
 * (src/server/lib/passwords.ts) is what users made through the API and the unknown-user path get.
 */
const userPasswordHash = hash(USER_PASSWORD, {
  algorithm: 2 /* argon2id */,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
});

/** The app's signing secret (tests that sign a token of their own, e.g. an e-mail's status link). */
export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

/**
 * A copy of the run's migrated template: PGlite by default (in its worker thread, as the server
 * runs it: decision 0020), PostgreSQL with TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${inject("postgresPrefix")}_${randomBytes(4).toString("hex")}`;
    const admin = await adminUrl(url);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("postgresTemplate")}"`);
    await admin.end();
    const database = fromPostgresUrl(databaseUrl(url, name));
    return {
      ...database,
      async close() {
        await database.close();
        const drop = await adminUrl(url);
        await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dump = new Uint8Array(readFileSync(inject("pgliteTemplate"))).buffer;
  return fromPgliteWorker(await PGliteProxy.start({ dataDir: null, loadDataDir: dump }));
}

export interface TestContextOptions {
  /** Clock for tokens (ms since the epoch); the login lock reads `Date` (fake it with `vi`). */
  now?: () => number;
  /** Where the login lock and rate limits count (default: as the app chooses for the database). */
  counters?: CounterStore;
  /** Environment overrides (e.g. RATE_LIMIT_PUBLIC). */
  env?: Record<string, string>;
  /** Collects the log lines (set `env.LOG_LEVEL` too: the default is silent). */
  logStream?: LogDestination;
  /** Adds a second test center, none of the users' (`otherCenterId`), for the sittings' center rules. */
  otherCenter?: boolean;
}

/** Builds the app on a fresh database with one user per role and one test center (two with `otherCenter`). */
export async function createTestContext(options: TestContextOptions = {}) {
  const database = await openTestDatabase();
  const { db } = database;
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "memory",
    STATIC_DIR: "build/does-not-exist",
    RATE_LIMIT_PUBLIC: "1000",
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    now: options.now,
    logStream: options.logStream,
    counters: options.counters,
  });
  await app.ready();

  /** Adds a test center straight to the database; its id. */
  const addCenter = async (values: typeof testCenters.$inferInsert) => {
    const [row] = await db.insert(testCenters).values(values).returning({ id: testCenters.id });
    return row!.id;
  };
  const testCenterId = await addCenter(DEMO_TEST_CENTERS[0]);
  const otherCenterId = options.otherCenter
    ? await addCenter({ name: "Doha West Bay Test Center", address: "West Bay, Doha" })
    : 0;
  const passwordHash = await userPasswordHash;
  const rows = await db
    .insert(users)
    .values(
      ROLES.map((role) => ({
        username: `${role}-user`,
        passwordHash,
        role,
        name: `${role} user`,
        testCenterId: role === "test_center" ? testCenterId : null,
      })),
    )
    .returning({ id: users.id, username: users.username, role: users.role });
  const userByRole = Object.fromEntries(rows.map((r) => [r.role, r])) as Record<Role, (typeof rows)[number]>;

  const tokens = new Map<Role, string>();
  /** A token for the user of `role`, obtained through `POST /api/login`. */
  async function tokenFor(role: Role): Promise<string> {
    const cached = tokens.get(role);
    if (cached) return cached;
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: `${role}-user`, password: USER_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`login as ${role} failed: ${response.body}`);
    const token = response.json<{ token: string }>().token;
    tokens.set(role, token);
    return token;
  }
  /** `Authorization` header for `role`. */
  const authAs = async (role: Role) => ({ authorization: `Bearer ${await tokenFor(role)}` });
  /** Forgets the cached token of `role` (after a request that ended its session). */
  const forgetToken = (role: Role) => tokens.delete(role);
  /** `method url` (with `payload`) as the user of `role`. */
  const callAs = async (
    role: Role,
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url, headers: await authAs(role), ...(payload === undefined ? {} : { payload }) });
  /** The newest audit record (of `action`, when given). */
  async function lastAudit(action?: string) {
    const newest = db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const [row] = await (action === undefined ? newest : newest.where(eq(auditLog.action, action)));
    return row;
  }
  /** `GET url` as the user of `role`. */
  const getAs = async (role: Role, url: string) =>
    app.inject({ method: "GET", url, headers: await authAs(role) });
  /** `POST url` with `body` sent as it is, labelled JSON (e.g. malformed JSON), without a session. */
  const postRawJson = (url: string, body: string) =>
    app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: body });

  return {
    app,
    db,
    database,
    config,
    testCenterId,
    /** The second center (option `otherCenter`), else 0. */
    otherCenterId,
    addCenter,
    users: userByRole,
    tokenFor,
    authAs,
    forgetToken,
    lastAudit,
    callAs,
    getAs,
    postRawJson,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * A test context for the enclosing `describe` (or the file): made in `beforeAll` with `options`,
 * closed in `afterAll`. Read it inside hooks and tests only (it does not exist before `beforeAll`).
 */
export function suiteTestContext(options: TestContextOptions = {}): TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(options);
  });
  afterAll(() => ctx?.close());
  return new Proxy({} as TestContext, {
    get(_, key) {
      if (!ctx) throw new Error("the test context is made in beforeAll: read it inside a test");
      return Reflect.get(ctx, key);
    },
  });
}

/**
 * `suiteTestContext` with only `Date` faked (timers stay real) from after the context is made until
 * before it closes, starting at the real time: for stores that compare Dates themselves (the login
 * locks); a test moves the clock with `vi.setSystemTime`.
 */
export function suiteTestContextWithFakeDate(options: TestContextOptions = {}): TestContext {
  const ctx = suiteTestContext(options);
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
  });
  // After hooks run last-registered first: real timers again before the context closes.
  afterAll(() => {
    vi.useRealTimers();
  });
  return ctx;
}

/** A paged list's answer (`X-Total-Count`, decision 0009): the response, its rows (none unless 200) and the total. */
export function pageOf<Row>(response: Awaited<ReturnType<TestContext["app"]["inject"]>>) {
  return {
    response,
    rows: response.statusCode === 200 ? response.json<Row[]>() : [],
    total: Number(response.headers["x-total-count"]),
  };
}
