/**
 * One server per `DATA_DIR` (README "What the embedded database guarantees"): the embedded database is a single-process PostgreSQL, and
 * two processes on one folder each see only their own writes and corrupt it. PGlite's own
 * `postmaster.pid` holds a fixed fake pid, so it cannot tell; this lock file can.
 *
 * `DATA_DIR/server.lock` is created exclusively (`O_EXCL`) and holds the holder's pid, host, process
 * start time and start date. A later process refuses to start while the holder is alive: on the same
 * host, its pid exists and started at the recorded time (so a reused pid does not count); from another
 * host (a shared folder), the holder touches the file every 10 s and the lock counts for 30 s after
 * the last touch. A holder that died (kill -9, power cut) leaves a stale file that the next start
 * takes over by itself.
 */
import {
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** The lock file's name inside `DATA_DIR`. */
export const LOCK_FILE = "server.lock";
/** How often the holder touches the lock file, and how long an untouched one from another host counts. */
const TOUCH_MS = 10_000;
const FOREIGN_STALE_MS = 30_000;

/** What the lock file records about its holder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** Linux: the process's start time in clock ticks since boot (`/proc/<pid>/stat` field 22). */
  processStart: string | null;
  startedAt: string;
}

/** A held lock; `release()` removes the file (if it is still ours) and stops touching it. */
export interface DataDirLock {
  file: string;
  release(): void;
}

/** Another live server holds `DATA_DIR`; the message is one line naming the folder and the holder. */
export class DataDirLockedError extends Error {}

/** `/proc/<pid>/stat` field 22 (start time), or null where there is no /proc or no such process. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<LockHolder>;
    if (typeof holder.pid !== "number" || typeof holder.host !== "string") return null;
    return {
      pid: holder.pid,
      host: holder.host,
      processStart: holder.processStart ?? null,
      startedAt: String(holder.startedAt ?? "?"),
    };
  } catch {
    return null;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Whether the recorded holder is still running (see the file comment for the rules). */
function isAlive(holder: LockHolder | null, file: string): boolean {
  // Unreadable: being written by a process that just created it (or garbage); count it while fresh.
  if (!holder) return ageMs(file) < 5_000;
  if (holder.host !== hostname()) return ageMs(file) < FOREIGN_STALE_MS;
  if (holder.pid === process.pid || !pidExists(holder.pid)) return false;
  const start = processStartTime(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

function describe(holder: LockHolder | null): string {
  if (!holder) return "a process that is starting";
  return `pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}`;
}

/**
 * Takes the lock on `dir` (which must exist) or throws `DataDirLockedError` naming the folder and
 * the live holder. A stale lock (dead holder) is taken over; two processes taking over the same
 * stale lock at once are serialised by an exclusive `mkdir`.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    processStart: processStartTime(process.pid),
    startedAt: new Date().toISOString(),
  };
  const body = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, body, { flag: "wx", mode: 0o600 });
      return held(file, body);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    if (isAlive(holder, file)) {
      throw new DataDirLockedError(
        `DATA_DIR ${path.resolve(dir)} is in use by another server (${describe(holder)}): stop it first, or give this server its own DATA_DIR`,
      );
    }
    removeStale(file, holder);
  }
  throw new DataDirLockedError(`DATA_DIR ${path.resolve(dir)}: could not take ${LOCK_FILE}; try again`);
}

/** Removes a stale lock file, unless another process replaced it meanwhile. */
function removeStale(file: string, seen: LockHolder | null) {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch {
    // Another process is taking over right now; a guard left by a crash expires after 10 s.
    if (ageMs(guard) > 10_000) rmSync(guard, { recursive: true, force: true });
    return;
  }
  try {
    if (JSON.stringify(readHolder(file)) === JSON.stringify(seen)) unlinkSync(file);
  } catch {
    // already gone
  } finally {
    rmdirSync(guard);
  }
}

function held(file: string, body: string): DataDirLock {
  const touch = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // the folder went away: nothing to keep
    }
  }, TOUCH_MS);
  touch.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(touch);
    try {
      if (readFileSync(file, "utf8") === body) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // A normal exit (including process.exit) releases it; kill -9 leaves a stale file, taken over later.
  process.once("exit", release);
  return { file, release };
}
