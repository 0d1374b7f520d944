import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { serverSecrets, users } from "#server/db/schema.ts";
import { JWT_SECRET_NAME, rotateJwtSecret, storedJwtSecret } from "#server/domain/secrets.ts";
import { verifyPassword } from "#server/lib/passwords.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { openTestDatabase } from "#tests/helpers/test-app.ts";

describe("the stored signing key (JWT_SECRET unset)", () => {
  let dir: string;
  const opened: Database[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "exam-secrets-"));
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  async function freshDb() {
    const database = await openTestDatabase();
    opened.push(database);
    return database.db;
  }
  const storedRows = async (db: Database["db"]) =>
    db.select().from(serverSecrets).where(eq(serverSecrets.name, JWT_SECRET_NAME));

  it("is generated once into server_secrets and read back by every later start", async () => {
    const db = await freshDb();
    const first = await storedJwtSecret(db, null);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await storedJwtSecret(db, null)).toBe(first);
    const rows = await storedRows(db);
    expect(rows.map((r) => r.value)).toEqual([first]);
  });

  it("carries an older install's DATA_DIR/jwt-secret over, so its sessions stay valid", async () => {
    const db = await freshDb();
    const legacy = "L".repeat(64);
    writeFileSync(path.join(dir, "jwt-secret"), `${legacy}\n`, { mode: 0o600 });
    expect(await storedJwtSecret(db, dir)).toBe(legacy);
    // The stored key wins from then on, whatever the file says.
    writeFileSync(path.join(dir, "jwt-secret"), "other");
    expect(await storedJwtSecret(db, dir)).toBe(legacy);
  });

  it("is another key after rotation", async () => {
    const db = await freshDb();
    const before = await storedJwtSecret(db, null);
    await rotateJwtSecret(db);
    const after = await storedJwtSecret(db, null);
    expect(after).not.toBe(before);
    expect(after.length).toBeGreaterThanOrEqual(32);
    expect(await storedRows(db)).toHaveLength(1);
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
