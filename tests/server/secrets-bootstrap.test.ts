import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client.ts";
import { users } from "../../src/server/db/schema.ts";
import { verifyPassword } from "../../src/server/lib/passwords.ts";
import { resolveJwtSecret } from "../../src/server/secrets.ts";
import { ensureFirstAdmin } from "../../src/server/setup/bootstrap.ts";
import { openTestDatabase } from "../helpers/test-app.ts";

describe("resolveJwtSecret", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "exam-secrets-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("generates a secret into DATA_DIR/jwt-secret (mode 600) and reads it back next time", () => {
    const dataDir = path.join(dir, "nested", "data");
    const first = resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "jwt-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(first);
  });

  it("returns the configured secret and writes nothing", () => {
    const dataDir = path.join(dir, "configured");
    const configured = "x".repeat(32);
    expect(resolveJwtSecret(configured, dataDir)).toBe(configured);
    expect(existsSync(path.join(dataDir, "jwt-secret"))).toBe(false);
  });

  it("gives a fresh secret on each call without a data directory", () => {
    const a = resolveJwtSecret(undefined, null);
    const b = resolveJwtSecret(undefined, null);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b.length).toBeGreaterThanOrEqual(32);
    expect(a).not.toBe(b);
  });
});

describe("ensureFirstAdmin", () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });
  async function freshDb() {
    const database = await openTestDatabase();
    opened.push(database);
    return database.db;
  }

  it("creates the configured admin on an empty database, once", async () => {
    const db = await freshDb();
    const created = await ensureFirstAdmin(db, { username: "boss", password: "Str0ngPassword" });
    expect(created).toEqual({ username: "boss", generatedPassword: null });

    const rows = await db
      .select({ username: users.username, role: users.role, passwordHash: users.passwordHash })
      .from(users);
    expect(rows).toHaveLength(1);
    const [admin] = rows;
    expect(admin).toMatchObject({ username: "boss", role: "admin" });
    expect(admin!.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, "Str0ngPassword")).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, "wrong-password")).toBe(false);

    expect(await ensureFirstAdmin(db, { username: "second", password: "An0therPassword" })).toBeNull();
    expect(await ensureFirstAdmin(db, {})).toBeNull();
    const [total] = await db.select({ n: count() }).from(users);
    expect(Number(total!.n)).toBe(1);
  });

  it("creates `admin` with a generated password when no credentials are given", async () => {
    const db = await freshDb();
    const created = await ensureFirstAdmin(db, {});
    expect(created?.username).toBe("admin");
    const password = created?.generatedPassword ?? "";
    expect(password.length).toBeGreaterThanOrEqual(8);
    // The generated password meets the user-registration rule: a capital letter and a number.
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[0-9]/);

    const [admin] = await db
      .select({ role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, "admin"));
    expect(admin?.role).toBe("admin");
    expect(admin!.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);

    expect(await ensureFirstAdmin(db, {})).toBeNull();
    const [total] = await db.select({ n: count() }).from(users);
    expect(Number(total!.n)).toBe(1);
  });
});
