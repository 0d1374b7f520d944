/**
 * Reads an embedded database's backup (a gzipped tarball, `pglite-backup.ts`) for a restore and
 * says what is wrong with a damaged one (decision 0016): cut short, corrupted, not gzip, or not a
 * database folder. Backups written by PGlite's own `dumpDataDir` (before decision 0016) read too.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { formatBytes } from "#server/lib/disk-space.ts";

/** The backup cannot be restored; the message says why, in one line (without "Restore failed"). */
export class DamagedBackupError extends Error {}

const BLOCK = 512;
/** What every PostgreSQL data folder holds. */
const REQUIRED = ["PG_VERSION", "global/pg_control"];

/** The reason zlib gave, as an operator can act on it. */
function gzipProblem(error: NodeJS.ErrnoException, name: string, size: number): DamagedBackupError {
  if (error.code === "Z_BUF_ERROR") {
    return new DamagedBackupError(
      `${name} is cut short: its ${formatBytes(size)} end before the end of the compressed archive ` +
        "(a copy or a backup that did not finish, or a full disk). Use another backup.",
    );
  }
  if (/header check/.test(error.message)) {
    return new DamagedBackupError(`${name} is not a gzip file: it is not a backup of the embedded database`);
  }
  return new DamagedBackupError(
    `${name} is damaged: its compressed data does not check out (${error.message}). Use another backup.`,
  );
}

/** An octal number field of a tar header. */
function octal(block: Uint8Array, start: number, length: number): number {
  const text = Buffer.from(block.subarray(start, start + length)).toString("ascii");
  const digits = /[0-7]+/.exec(text);
  return digits ? Number.parseInt(digits[0], 8) : 0;
}

/** Whether a tar header block's checksum (bytes 148-155 counted as spaces) matches its own. */
function checksumMatches(block: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === octal(block, 148, 8);
}

/**
 * Walks the tar headers of `tar`: each must check out, each entry's data must be there, and the
 * archive must end with its end marker and hold a PostgreSQL data folder. Throws
 * `DamagedBackupError` naming the first problem.
 */
export function checkTarball(tar: Uint8Array, name: string): void {
  const names = new Set<string>();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) {
      const missing = REQUIRED.filter((file) => !names.has(file));
      if (missing.length > 0) {
        throw new DamagedBackupError(
          `${name} does not hold a database folder (no ${missing.join(", ")}): it is not a backup of the embedded database`,
        );
      }
      return;
    }
    if (!checksumMatches(block)) {
      throw new DamagedBackupError(
        `${name} is damaged: the archive's entry at byte ${offset} of ${tar.length} is garbled. Use another backup.`,
      );
    }
    const entry = Buffer.from(block.subarray(0, 100))
      .toString("utf8")
      .replace(/\0.*$/s, "")
      .replace(/^\/+/, "");
    const regular = block[156] === 0x30 || block[156] === 0;
    const size = regular ? octal(block, 124, 12) : 0;
    names.add(entry);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (offset > tar.length) {
      throw new DamagedBackupError(
        `${name} is cut short: the archive ends inside ${entry}. Use another backup.`,
      );
    }
  }
  throw new DamagedBackupError(
    `${name} is cut short: the archive ends without its end marker. Use another backup.`,
  );
}

/** The unpacked tarball of the backup `file`, checked (`checkTarball`); throws `DamagedBackupError`. */
export async function readPgliteArchive(file: string): Promise<Uint8Array<ArrayBuffer>> {
  const name = path.basename(file);
  const compressed = await readFile(file);
  if (compressed.length === 0) throw new DamagedBackupError(`${name} is empty`);
  let tar: Uint8Array<ArrayBuffer>;
  try {
    // zlib's output is a fresh buffer of its own, never shared memory.
    tar = (await promisify(gunzip)(compressed)) as Uint8Array<ArrayBuffer>;
  } catch (error) {
    throw gzipProblem(error as NodeJS.ErrnoException, name, compressed.length);
  }
  checkTarball(tar, name);
  return tar;
}
