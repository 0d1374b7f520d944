/**
 * A small file system made by the test itself (a tmpfs of a few tens of MB), for the disk-space
 * cases of decision 0015: the server (or a database, or the e-mail outbox) runs on it while a
 * filler file takes the room away and gives it back. Mounting needs root (as here and in CI);
 * elsewhere `smallDiskUnavailable` says why, for `it.skipIf`/`describe.skipIf`.
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Why a small file system cannot be mounted here, or null when it can (tried once). */
export const smallDiskUnavailable: string | null = (() => {
  if (process.platform !== "linux") return "small-disk tests mount a tmpfs: Linux only";
  if (process.getuid?.() !== 0) return "small-disk tests mount a tmpfs: they need root";
  const probe = mkdtempSync(path.join(tmpdir(), "small-disk-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "pipe" });
    execFileSync("umount", [probe], { stdio: "pipe" });
    return null;
  } catch (error) {
    return `small-disk tests cannot mount a tmpfs here: ${(error as Error).message.split("\n")[0]}`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

/** A mounted small file system and its filler. */
export interface SmallDisk {
  /** The mount point (empty at first). */
  dir: string;
  /** Bytes an unprivileged process may still write there (`df`'s Avail). */
  free(): number;
  /** Grows the filler file until about `bytes` stay free (never shrinks it). */
  leaveFree(bytes: number): void;
  /** Deletes the filler: the room comes back. */
  emptyFiller(): void;
  unmount(): void;
}

const CHUNK = Buffer.alloc(1 << 20);

/** Mounts a tmpfs of `megabytes` MiB at a new temporary folder. */
export function mountSmallDisk(megabytes: number): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), "small-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0700`, "tmpfs", dir], {
    stdio: "pipe",
  });
  const filler = path.join(dir, "filler");
  const free = () => {
    const stats = statfsSync(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  };
  return {
    dir,
    free,
    leaveFree(bytes) {
      const fd = openSync(filler, "a");
      try {
        for (let missing = free() - bytes; missing > 0; missing = free() - bytes) {
          writeSync(fd, CHUNK, 0, Math.min(CHUNK.length, missing));
        }
      } finally {
        closeSync(fd);
      }
    },
    emptyFiller() {
      rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync("umount", ["-l", dir], { stdio: "pipe" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
