import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatBytes, freeBytes, sameFileSystem } from "./disk-space.ts";

const dir = mkdtempSync(path.join(tmpdir(), "disk-space-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("disk space", () => {
  it("reads the free bytes of a folder, and of a folder not yet made from its parent", () => {
    const free = freeBytes(dir);
    expect(free).toBeGreaterThan(0);
    expect(freeBytes(path.join(dir, "not", "yet"))).toBeGreaterThan(0);
  });

  it("tells whether two folders share a file system", () => {
    expect(sameFileSystem(dir, path.join(dir, "sub"))).toBe(true);
    expect(sameFileSystem(dir, "/proc")).toBe(false);
  });

  it("formats sizes in decimal units", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(16_000_000)).toBe("16.0 MB");
    expect(formatBytes(2_500_000_000)).toBe("2.5 GB");
  });
});
