/**
 * The disk guard (decision 0015, README "Disk space"): the free space of every folder this process
 * writes, measured every second, against the floor `DISK_FREE_MIN`.
 *
 * - The embedded database's disk (`DATA_DIR`) below the floor: API writes are refused (507, see
 *   plugins/disk-guard.ts) so PostgreSQL never meets a full disk, health answers 503 with the
 *   reason, and the e-mail worker and the backups wait.
 * - The e-mail outbox's disk (`.eml` files, without `SMTP_URL`) below the floor: the e-mail worker
 *   waits (messages stay queued) and health answers 503.
 * - `BACKUP_DIR`'s own disk below the floor: backups are refused; health stays 200 with a warning
 *   (the site still takes registrations).
 * - A write that failed for lack of space anyway (SQLSTATE 53100 from either database, ENOSPC from
 *   an `.eml` file) is reported here: health answers 503 until a write succeeds again or
 *   `REPORT_WINDOW_MS` passes (the e-mail worker waits meanwhile after a 53100; a message whose
 *   `.eml` found no room is tried again later without counting the attempt).
 *
 * Each change of state is logged once, as one line per disk (folders on one file system are
 * measured and reported together). Writes resume by themselves once the disk has the floor plus
 * `resumeMargin` free again (the margin keeps the state from flapping at the floor).
 */
import { formatBytes, freeBytes, sameFileSystem } from "./disk-space.ts";

/** What a folder holds, which decides what its lack of space stops. */
export type FolderRole = "database" | "outbox" | "backups";

/** A folder the guard measures. */
export interface GuardedFolder {
  /** How the operator knows it: `DATA_DIR`, `BACKUP_DIR`, `the e-mail outbox`. */
  label: string;
  dir: string;
  role: FolderRole;
}

/** Where a storage error was met: a database write (53100) or an `.eml` file of the outbox. */
export type StorageSource = "database" | "outbox";

/** Seconds a client is asked to wait before retrying a write refused for lack of space. */
export const DISK_RETRY_AFTER_SECONDS = 30;

/** The 507 body's message (the API's error shape): nothing was saved, try later. */
export const STORAGE_FULL_MESSAGE =
  "The server is out of disk space and cannot save changes right now; nothing was saved. Please try again later.";

/** How long a reported storage error keeps health at 503 when no write succeeds after it. */
export const REPORT_WINDOW_MS = 60_000;

/** Where log lines go (pino's logger has this shape). */
export interface GuardLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DiskGuardOptions {
  folders: GuardedFolder[];
  /** `DISK_FREE_MIN`, bytes. */
  minFree: number;
  log: GuardLog;
  /** Between two measurements; default 1 s. */
  intervalMs?: number;
  /** Free bytes of a folder's disk; default `freeBytes` (statfs). */
  measure?: (dir: string) => number;
  /** Milliseconds since the epoch; default `Date.now`. */
  now?: () => number;
}

/** Folders that share one file system: measured once, reported in one line. */
interface Disk {
  folders: GuardedFolder[];
  free: number | null;
  low: boolean;
  /** The measurement failed last time (logged once). */
  unreadable: boolean;
}

const ROLE_EFFECT: Record<FolderRole, string> = {
  database: "API writes are refused (507)",
  outbox: "e-mails wait in the outbox",
  backups: "backups are refused",
};

/** The free space a disk needs again before what its lack stopped resumes. */
export function resumeMargin(minFree: number): number {
  return Math.max(1_000_000, Math.round(minFree / 10));
}

export class DiskGuard {
  readonly minFree: number;
  private readonly disks: Disk[] = [];
  private readonly log: GuardLog;
  private readonly measure: (dir: string) => number;
  private readonly now: () => number;
  private readonly intervalMs: number;
  private readonly reports = new Map<StorageSource, { at: number; detail: string }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(options: DiskGuardOptions) {
    this.minFree = options.minFree;
    this.log = options.log;
    this.measure = options.measure ?? freeBytes;
    this.now = options.now ?? Date.now;
    this.intervalMs = options.intervalMs ?? 1_000;
    for (const folder of options.folders) {
      const disk = this.disks.find((d) => sameFileSystem(d.folders[0]!.dir, folder.dir));
      if (disk) disk.folders.push(folder);
      else this.disks.push({ folders: [folder], free: null, low: false, unreadable: false });
    }
  }

  /** Measures every disk now and logs what changed. */
  check(): void {
    for (const disk of this.disks) {
      let free: number;
      try {
        free = this.measure(disk.folders[0]!.dir);
      } catch (error) {
        if (!disk.unreadable) {
          disk.unreadable = true;
          this.log.warn(
            { dir: disk.folders[0]!.dir, code: (error as NodeJS.ErrnoException).code },
            `disk guard: cannot read the free space of ${describeFolders(disk.folders)}; keeping the last state`,
          );
        }
        continue;
      }
      disk.unreadable = false;
      disk.free = free;
      if (!disk.low && free < this.minFree) {
        disk.low = true;
        this.log.error(
          { free, minFree: this.minFree },
          `disk space low: ${describeFolders(disk.folders)} has ${formatBytes(free)} free, below DISK_FREE_MIN ` +
            `(${formatBytes(this.minFree)}): ${effects(disk.folders)} until space is freed`,
        );
      } else if (disk.low && free >= this.minFree + resumeMargin(this.minFree)) {
        disk.low = false;
        this.log.info(
          { free, minFree: this.minFree },
          `disk space back: ${describeFolders(disk.folders)} has ${formatBytes(free)} free: writes resume`,
        );
      }
    }
  }

  /** Measures now, then every `intervalMs` until `stop()` (the timer does not keep the process alive). */
  start(): void {
    this.check();
    clearInterval(this.timer);
    this.timer = setInterval(() => this.check(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Free bytes last measured on the disk of the first folder with `role`, or null (none, or not measured). */
  freeOf(role: FolderRole): number | null {
    return this.disks.find((d) => d.folders.some((f) => f.role === role))?.free ?? null;
  }

  /** Why an API write must be refused now (a database folder's disk is below the floor), or null. */
  writeRefusal(): string | null {
    const disk = this.lowDisk("database");
    return disk ? this.lowMessage(disk) : null;
  }

  /**
   * True while the e-mail worker must not write: the database's or the outbox's disk is below the
   * floor, or the database refused a write for lack of space. (An `.eml` file that found no room
   * delays its own message instead: worker.ts `storageFull`.)
   */
  emailPaused(): boolean {
    return (
      this.lowDisk("database") !== null ||
      this.lowDisk("outbox") !== null ||
      this.reported("database") !== null
    );
  }

  /** Why a backup must be refused now (its disk, or the database's, is below the floor), or null. */
  backupRefusal(): string | null {
    const disk = this.lowDisk("backups") ?? this.lowDisk("database");
    return disk ? this.lowMessage(disk) : null;
  }

  /** A write failed for lack of space anyway: logged once, health reports it, the e-mails wait. */
  reportStorageFull(source: StorageSource, detail: string): void {
    const known = this.reported(source) !== null;
    this.reports.set(source, { at: this.now(), detail });
    if (!known) {
      this.log.error(
        { source },
        `storage full: ${detail}; ${source === "database" ? "writes answer 507" : "e-mails wait in the outbox"} ` +
          "until a write succeeds again",
      );
    }
    this.check();
  }

  /** A write of `source` succeeded: a storage error reported before is over. */
  writeSucceeded(source: StorageSource): void {
    if (this.reports.delete(source)) {
      this.log.info({ source }, `storage writes succeed again (${source})`);
    }
  }

  /**
   * Health's verdict: `problem` (answer 503 with it) when writes are refused or failing for lack
   * of space; `warnings` for what only stops the backups. Messages name folders by their variable,
   * never their path (health is public).
   */
  health(): { problem: string | null; warnings: string[] } {
    const problems: string[] = [];
    const warnings: string[] = [];
    for (const disk of this.disks.filter((d) => d.low)) {
      const serving = disk.folders.some((f) => f.role !== "backups");
      (serving ? problems : warnings).push(this.lowMessage(disk));
    }
    for (const source of ["database", "outbox"] as const) {
      const report = this.reported(source);
      if (report) {
        const seconds = Math.round((this.now() - report.at) / 1000);
        problems.push(`Storage full: ${report.detail} (${seconds} s ago); writes fail until space is freed.`);
      }
    }
    return { problem: problems.length > 0 ? problems.join(" ") : null, warnings };
  }

  private lowDisk(role: FolderRole): Disk | null {
    return this.disks.find((d) => d.low && d.folders.some((f) => f.role === role)) ?? null;
  }

  private reported(source: StorageSource): { at: number; detail: string } | null {
    const report = this.reports.get(source);
    if (!report) return null;
    if (this.now() - report.at > REPORT_WINDOW_MS) {
      this.reports.delete(source);
      return null;
    }
    return report;
  }

  /** `Disk space low: DATA_DIR's disk has 8.0 MB free, ...`: public, so the folder's variable, never its path. */
  private lowMessage(disk: Disk): string {
    return (
      `Disk space low: ${disk.folders[0]!.label}'s disk has ${formatBytes(disk.free ?? 0)} free, below ` +
      `DISK_FREE_MIN (${formatBytes(this.minFree)}); ${effects(disk.folders)} until space is freed.`
    );
  }
}

/**
 * At start, before the database is opened: the one-line refusal when a database folder's disk has
 * less than `minFree` free (naming the folder, the free and the needed space), else null.
 */
export function startupRefusal(
  folders: GuardedFolder[],
  minFree: number,
  measure: (dir: string) => number = freeBytes,
): string | null {
  for (const folder of folders.filter((f) => f.role === "database")) {
    const free = measure(folder.dir);
    if (free < minFree) {
      return (
        `${folder.label} ${folder.dir} has ${formatBytes(free)} free on its disk; the server needs at least ` +
        `${formatBytes(minFree)} (DISK_FREE_MIN) to start: free some space or move ${folder.label}`
      );
    }
  }
  return null;
}

/** `the disk of DATA_DIR /srv/data (also the e-mail outbox and BACKUP_DIR)`: the folders of one disk. */
function describeFolders(folders: GuardedFolder[]): string {
  const [first, ...others] = folders;
  const also = others.length > 0 ? ` (also ${others.map((f) => f.label).join(" and ")})` : "";
  return `the disk of ${first!.label} ${first!.dir}${also}`;
}

/** What the lack of space on a disk stops, for its log line. */
function effects(folders: GuardedFolder[]): string {
  return [...new Set(folders.map((f) => ROLE_EFFECT[f.role]))].join(", ");
}
