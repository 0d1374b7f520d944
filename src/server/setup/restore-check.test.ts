import { describe, expect, it } from "vitest";
import { DamagedBackupError } from "./restore-archive.ts";
import { knownMigrations, migrationLevelOf } from "./restore-check.ts";

const known = knownMigrations();

describe("a backup's migration level", () => {
  it("is read from drizzle's record, and asks only for the tables that level has", () => {
    expect(known.length).toBeGreaterThan(8);
    const third = migrationLevelOf(
      known.slice(0, 3).map((m) => m.when),
      "b.tar.gz",
      known,
    );
    expect(third.level).toBe(3);
    expect(third.tables).toContain("public.users");
    expect(third.tables).not.toContain("public.email_outbox");
    const latest = migrationLevelOf(known.map((m) => m.when).reverse(), "b.tar.gz", known);
    expect(latest.level).toBe(known.length);
    expect(latest.tables).toEqual(
      expect.arrayContaining(["public.users", "public.students", "public.email_outbox"]),
    );
  });

  it("is refused when there is none, when it is newer than this version, or when it does not match", () => {
    expect(() => migrationLevelOf([], "b.tar.gz", known)).toThrow(/holds no applied migration/);
    const newer = [...known.map((m) => m.when), known.at(-1)!.when + 1];
    expect(() => migrationLevelOf(newer, "b.tar.gz", known)).toThrow(/newer version/);
    const other = [known[0]!.when, known[2]!.when];
    expect(() => migrationLevelOf(other, "b.tar.gz", known)).toThrow(DamagedBackupError);
    expect(() => migrationLevelOf(other, "b.tar.gz", known)).toThrow(/does not match/);
  });
});
