/**
 * Free space and file-system identity of a folder, for the disk guard (README "Disk space") and
 * the backups' room check. Reads `statfs(2)` and `stat(2)` through Node; nothing is written.
 */
import { statfsSync, statSync } from "node:fs";
import path from "node:path";

/** The nearest existing folder at or above `dir` (a folder not yet made is on its parent's disk). */
function existingAncestor(dir: string): string {
  let current = path.resolve(dir);
  for (;;) {
    try {
      statSync(current);
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}

/**
 * Bytes an unprivileged process may still write on the file system holding `dir` (`f_bavail ×
 * f_bsize`, what `df` shows as "Avail"). Throws the system's error when the folder cannot be read.
 */
export function freeBytes(dir: string): number {
  const stats = statfsSync(existingAncestor(dir));
  return Number(stats.bavail) * Number(stats.bsize);
}

/** True when the two folders (or their nearest existing parents) are on one file system. */
export function sameFileSystem(a: string, b: string): boolean {
  return statSync(existingAncestor(a)).dev === statSync(existingAncestor(b)).dev;
}

/** `12.3 MB`: a size for log lines and start-up refusals (decimal units, as `df -H`). */
export function formatBytes(bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
