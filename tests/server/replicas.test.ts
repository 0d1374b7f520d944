/**
 * Several replicas on one PostgreSQL database behave as one server (decision 0003; with
 * TEST_DATABASE_URL, as in CI's second pass): two processes started at the same moment on an empty
 * database are both healthy and made one admin; one of them printed its password, no hash
 * anywhere; a token issued by A works on B; three wrong passwords on A lock the account on B too;
 * of 40 anonymous posts split across A and B, exactly `RATE_LIMIT_PUBLIC` (30) are accepted. Then
 * the same two checks with the counters in Redis (`REDIS_URL`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildRegistration } from "#server/setup/factories.ts";
import { adminUrl, databaseUrl } from "#tests/helpers/postgres.ts";
import { type StartedServer, startServer } from "#tests/helpers/server-process.ts";

const url = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const servers: StartedServer[] = [];
const databases: string[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "exam-replicas-"));

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  if (url && databases.length > 0) {
    const admin = await adminUrl(url);
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new, empty database (no tables): what a first deployment starts on. */
async function emptyDatabase(suffix: string): Promise<string> {
  const name = `${inject("postgresPrefix")}_rep_${suffix}`;
  const admin = await adminUrl(url!);
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  await admin.end();
  databases.push(name);
  return databaseUrl(url!, name);
}

/** Starts two servers on one database at the same moment, each on a port the system chooses. */
async function twoReplicas(database: string, extra: Record<string, string> = {}) {
  const env = {
    DATABASE_URL: database,
    DATA_DIR: dataDir,
    JWT_SECRET: "",
    ADMIN_USERNAME: "",
    ADMIN_PASSWORD: "",
    ...extra,
  };
  const [a, b] = await Promise.all([startServer(0, env), startServer(0, env)]);
  servers.push(a, b);
  return [a, b] as const;
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const login = (base: string, username: string, password: string) =>
  fetch(`${base}/api/login`, json({ username, password }));

/** Three wrong passwords on `a`, then the right one on `b`: the lock is shared. */
async function lockAcross(a: StartedServer, b: StartedServer, username: string, password: string) {
  const wrong: number[] = [];
  for (let i = 0; i < 3; i++) wrong.push((await login(a.base, username, `wrong-${i}`)).status);
  expect(wrong).toEqual([401, 401, 429]);
  const right = await login(b.base, username, password);
  expect(right.status).toBe(429);
  expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
}

/** 40 anonymous contact messages, alternately to `a` and `b`, all at once: how many were accepted. */
async function postsAccepted(
  a: StartedServer,
  b: StartedServer,
  tag: string,
): Promise<Record<number, number>> {
  const statuses = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      fetch(
        `${(i % 2 === 0 ? a : b).base}/api/contact`,
        json({
          subject: `Replica ${tag} ${i}`,
          email: "omar@example.org",
          phone: "+973 3600 0000",
          message: "Hello",
        }),
      ).then((r) => r.status),
    ),
  );
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.runIf(url)("two replicas on one PostgreSQL database", () => {
  it("start together on an empty database as one server: one admin, one key, one lock, one limit", async () => {
    const database = await emptyDatabase("db");
    const [a, b] = await twoReplicas(database);

    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from users where role = 'admin'",
    );
    await client.end();
    expect(Number(rows[0]!.n)).toBe(1);

    // Exactly one replica created the admin and printed its password; no output holds a hash.
    const passwords = [a, b]
      .map((s) => /Username: admin {2}Password: (\S+)/.exec(s.output())?.[1])
      .filter(Boolean);
    expect(passwords).toHaveLength(1);
    for (const s of [a, b]) expect(s.output()).not.toContain("$argon2");
    const password = passwords[0]!;

    // A token issued by A works on B (the signing key is shared through the database).
    const issued = await login(a.base, "admin", password);
    expect(issued.status).toBe(200);
    const { token } = (await issued.json()) as { token: string };
    const onB = await fetch(`${b.base}/api/user-info`, { headers: { authorization: `Bearer ${token}` } });
    expect(onB.status).toBe(200);

    await lockAcross(a, b, "admin", password);
    expect(await postsAccepted(a, b, "db")).toEqual({ 201: 30, 429: 10 });
  }, 180_000);

  it("share the lock and the limit through Redis when REDIS_URL is set", async () => {
    const database = await emptyDatabase("redis");
    // A fresh key space per run: the counters of other runs never meet these.
    const [a, b] = await twoReplicas(database, {
      REDIS_URL,
      REDIS_KEY_PREFIX: `exam-test-${process.pid}-${Date.now()}:`,
      ADMIN_USERNAME: "boss",
      ADMIN_PASSWORD: "Replica-Pass-1",
    });
    await lockAcross(a, b, "boss", "Replica-Pass-1");
    expect(await postsAccepted(a, b, "redis")).toEqual({ 201: 30, 429: 10 });
    // The counters were in Redis, not in the database.
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const { rows } = await client.query<{ n: string }>("select count(*) as n from rate_limits");
    await client.end();
    expect(Number(rows[0]!.n)).toBe(0);
  }, 180_000);

  it("never overbook a sitting: 50 simultaneous bookings across both replicas for 10 seats give exactly 10", async () => {
    const database = await emptyDatabase("seats");
    const [a, b] = await twoReplicas(database, { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "Replica-Pass-1" });
    const { token } = (await (await login(a.base, "boss", "Replica-Pass-1")).json()) as { token: string };
    const staff = (body: unknown, method = "POST") => ({
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const center = (await (
      await fetch(`${a.base}/api/test-center`, staff({ name: "Riyadh Olaya", address: "Olaya, Riyadh" }))
    ).json()) as { testCenter: { id: number } };
    const ids: number[] = [];
    for (let n = 1; n <= 50; n++) {
      const registered = await fetch(
        `${a.base}/api/FormRegister`,
        staff(buildRegistration(n, { test_center: center.testCenter.id })),
      );
      expect(registered.status).toBe(201);
      ids.push(((await registered.json()) as { id: number }).id);
    }
    const sitting = (await (
      await fetch(
        `${a.base}/api/sittings`,
        staff({
          testCenterId: center.testCenter.id,
          date: "2099-03-01",
          startTime: "09:00",
          durationMinutes: 240,
          seats: 10,
          status: "published",
        }),
      )
    ).json()) as { sitting: { id: number } };
    const statuses = await Promise.all(
      ids.map((id, i) =>
        fetch(
          `${(i % 2 === 0 ? a : b).base}/api/sittings/${sitting.sitting.id}/bookings`,
          staff({ studentIds: [id] }),
        ).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const { rows } = await client.query<{ booked: number; live: string }>(
      `select s.booked, (select count(*) from seat_bookings b where b.sitting_id = s.id and b.released_at is null) as live
       from sittings s where s.id = $1`,
      [sitting.sitting.id],
    );
    await client.end();
    expect(rows[0]).toEqual({ booked: 10, live: "10" });
  }, 180_000);
});
