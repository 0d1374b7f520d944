/**
 * Keeps `DATA_DIR` private to the server's user (README "Security"): the embedded database holds
 * every candidate's data and the users' password hashes, and `jwt-secret` signs the sessions, so
 * no other local user may read or change any of it.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Owner read/write/search only. */
export const PRIVATE_DIR_MODE = 0o700;
/** Owner read/write only. */
export const PRIVATE_FILE_MODE = 0o600;
/** Everything new the process creates is private to its user. */
const PRIVATE_UMASK = 0o077;

/** What `tightenDataDir` found: how many entries other users could reach, and what it could not fix. */
export interface DataDirReport {
  dir: string;
  /** Folders and files that had group or other permission bits. */
  loose: number;
  /** Of those, how many were set to 0700/0600. */
  fixed: number;
  /** Entries whose mode could not be changed (e.g. owned by another user), with the system's code. */
  failed: { path: string; code: string }[];
}

/**
 * Makes the process create every new file and folder private (umask 077). PGlite creates its
 * relation files, WAL segments and temp files while it runs, so the mask stays for the process's
 * life; the server writes nothing that other users should read. Returns false where the umask
 * cannot be set (worker threads): `tightenDataDir` after opening still fixes the modes.
 */
export function restrictUmask(): boolean {
  try {
    process.umask(PRIVATE_UMASK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets every folder under `dir` (itself included) to 0700 and every file to 0600 where group or
 * other users had any access. Symbolic links are left alone and not followed (a link may point
 * outside `DATA_DIR`). Missing `dir`: an empty report.
 */
export function tightenDataDir(dir: string): DataDirReport {
  const report: DataDirReport = { dir, loose: 0, fixed: 0, failed: [] };
  const visit = (entry: string) => {
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(entry);
    } catch {
      return; // removed while walking (PGlite's temp files)
    }
    if (stat.isSymbolicLink()) return;
    const isDir = stat.isDirectory();
    if ((stat.mode & 0o077) !== 0) {
      report.loose += 1;
      try {
        chmodSync(entry, isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
        report.fixed += 1;
      } catch (error) {
        report.failed.push({ path: entry, code: (error as NodeJS.ErrnoException).code ?? "unknown" });
      }
    }
    if (isDir) {
      let names: string[] = [];
      try {
        names = readdirSync(entry);
      } catch (error) {
        report.failed.push({ path: entry, code: (error as NodeJS.ErrnoException).code ?? "unknown" });
      }
      for (const name of names) visit(path.join(entry, name));
    }
  };
  visit(dir);
  return report;
}

/**
 * Prepares `DATA_DIR` before anything is opened in it: private umask, the folder created as 0700
 * when missing, and every existing entry tightened to 0700/0600. The report says what was loose,
 * for the start-up warning (`dataDirWarnings`).
 */
export function secureDataDir(dir: string): DataDirReport {
  restrictUmask();
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return tightenDataDir(dir);
}

/**
 * The start-up warnings for a report: none when everything was already private; otherwise one
 * line saying how many entries were readable by other users and that they were fixed, plus one
 * per entry that could not be fixed and why. Only paths inside `DATA_DIR` and counts: no data.
 */
export function dataDirWarnings(report: DataDirReport): string[] {
  if (report.loose === 0 && report.failed.length === 0) return [];
  const lines: string[] = [];
  if (report.fixed > 0) {
    lines.push(
      `DATA_DIR ${report.dir}: ${report.fixed} folder(s)/file(s) were open to other users; set to 0700/0600`,
    );
  }
  for (const { path: entry, code } of report.failed) {
    lines.push(`DATA_DIR ${report.dir}: could not make ${entry} private (${code}): fix its owner or mode`);
  }
  return lines;
}
