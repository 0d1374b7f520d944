/**
 * An online backup of the embedded database that does not stop it (decision 0016): PostgreSQL's
 * own low-level base backup (`pg_backup_start` ... `pg_backup_stop`), the way `pg_basebackup`
 * takes one. Between the two calls the folder is read file by file with Node's asynchronous file
 * API (libuv's thread pool) and streamed through gzip, so the event loop and PGlite keep serving
 * reads and writes while it runs; only the two calls themselves run on PGlite (the first one is a
 * checkpoint). Pages changed during the copy are put right on restore by replaying the WAL written
 * between the two calls (full-page writes are forced during a backup), which goes into the archive
 * with the `backup_label` that tells PostgreSQL where to start.
 *
 * The archive is the tarball layout of PGlite's `dumpDataDir` (paths relative to the data folder),
 * so `PGlite.create({ loadDataDir })` opens it and replays the WAL to a consistent state.
 */
import { createWriteStream } from "node:fs";
import { type FileHandle, open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PRIVATE_FILE_MODE } from "#server/data-dir.ts";
import type { EmbeddedClient } from "#server/db/pglite-proxy.ts";

/** Folders whose contents PostgreSQL rebuilds at start (as `pg_basebackup` leaves them out); the folder itself is kept. */
const EMPTY_FOLDERS = new Set([
  "pg_wal",
  "pg_dynshmem",
  "pg_notify",
  "pg_replslot",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);
/** Files never copied: a running server's own, or an earlier backup's label. */
const SKIPPED_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "backup_label.old",
  "tablespace_map",
  "pg_internal.init",
]);
/** Bytes read from a file at a time: small enough for the event loop to interleave other work. */
const SLICE = 1 << 20;
const BLOCK = 512;
/** A WAL segment's file name: timeline, log and segment, 8 hex digits each. */
const WAL_FILE = /^[0-9A-F]{24}$/;

/** One tar header block (POSIX ustar) for `name` (relative, at most 99 bytes). */
function tarHeader(name: string, size: number, mtime: Date, directory: boolean): Buffer {
  const header = Buffer.alloc(BLOCK);
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, "0")}\0`;
  if (Buffer.byteLength(name) > 99) throw new Error(`path too long for the archive: ${name}`);
  header.write(name, 0, "utf8");
  header.write(octal(directory ? 0o700 : PRIVATE_FILE_MODE, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii");
  header.write(directory ? "5" : "0", 156, "ascii");
  header.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

/** Zeros that pad `size` bytes of data up to a whole tar block. */
const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * The archive entries of one file: its header, then its first `size` bytes (the size it had when
 * listed) in slices. A file that shrank meanwhile is padded with zeros and one that grew is cut:
 * the WAL replay rewrites whatever changed after the backup started, as with `pg_basebackup`.
 */
async function* fileEntry(full: string, name: string, size: number, mtime: Date): AsyncGenerator<Buffer> {
  let handle: FileHandle;
  try {
    handle = await open(full, "r");
  } catch (error) {
    // Dropped (a table or index deleted) after it was listed: the WAL replay deletes it too.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  try {
    yield tarHeader(name, size, mtime, false);
    let offset = 0;
    while (offset < size) {
      const slice = Buffer.alloc(Math.min(SLICE, size - offset));
      const { bytesRead } = await handle.read(slice, 0, slice.length, offset);
      if (bytesRead === 0) {
        yield Buffer.alloc(size - offset);
        break;
      }
      yield bytesRead === slice.length ? slice : slice.subarray(0, bytesRead);
      offset += bytesRead;
    }
    yield padding(size);
  } finally {
    await handle.close();
  }
}

/** The archive entries of the data folder `root` below `relative`, in name order, without what a backup leaves out. */
async function* folderEntries(root: string, relative: string): AsyncGenerator<Buffer> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    const full = path.join(root, name);
    if (entry.isDirectory()) {
      const info = await stat(full).catch(() => null);
      if (!info) continue;
      yield tarHeader(name, 0, info.mtime, true);
      if (!EMPTY_FOLDERS.has(name) && !entry.name.startsWith("pgsql_tmp")) yield* folderEntries(root, name);
      else if (name === "pg_wal") yield tarHeader("pg_wal/archive_status", 0, info.mtime, true);
    } else if (entry.isFile()) {
      if (SKIPPED_FILES.has(entry.name) || entry.name.startsWith("pgsql_tmp")) continue;
      const info = await stat(full).catch(() => null);
      if (!info) continue;
      yield* fileEntry(full, name, info.size, info.mtime);
    }
  }
}

/** A whole small file (the backup label) as archive entries. */
function* textEntry(name: string, text: string): Generator<Buffer> {
  const data = Buffer.from(text, "utf8");
  yield tarHeader(name, data.length, new Date(), false);
  yield data;
  yield padding(data.length);
}

/**
 * Writes an online backup of `client`, whose data folder is `pgdata`, to `file` (a gzipped
 * tarball, mode 0600). Reads and writes go on while it runs. Throws when the copy or PostgreSQL's
 * backup calls fail; the backup mode is always ended, and `file` may then hold a partial archive
 * (the caller writes to a temporary name).
 */
export async function writeOnlineBackup(client: EmbeddedClient, pgdata: string, file: string): Promise<void> {
  const started = await client.query<{ lsn: string; start_file: string }>(
    "select lsn::text, pg_walfile_name(lsn) as start_file from pg_backup_start('exam-portal', true) as lsn",
  );
  const startFile = started.rows[0]!.start_file;
  let stopped = false;
  const stop = async () => {
    stopped = true;
    const result = await client.query<{ labelfile: string; stop_file: string }>(
      "select labelfile, pg_walfile_name(lsn) as stop_file from pg_backup_stop(false)",
    );
    return result.rows[0]!;
  };

  async function* archive(): AsyncGenerator<Buffer> {
    yield* folderEntries(pgdata, "");
    const { labelfile, stop_file: stopFile } = await stop();
    yield* textEntry("backup_label", labelfile);
    // The WAL from the backup's checkpoint to its end: what the restore replays.
    const wal = path.join(pgdata, "pg_wal");
    const segments = (await readdir(wal))
      .filter((name) => WAL_FILE.test(name) && name >= startFile && name <= stopFile)
      .sort();
    if (segments[0] !== startFile || segments.at(-1) !== stopFile) {
      throw new Error(
        `the WAL from ${startFile} to ${stopFile} is no longer all there: take the backup again`,
      );
    }
    for (const name of segments) {
      const info = await stat(path.join(wal, name));
      yield* fileEntry(path.join(wal, name), `pg_wal/${name}`, info.size, info.mtime);
    }
    // The end of a tar archive: two empty blocks.
    yield Buffer.alloc(2 * BLOCK);
  }

  try {
    await pipeline(archive, createGzip({ level: 6 }), createWriteStream(file, { mode: PRIVATE_FILE_MODE }));
  } finally {
    if (!stopped) await stop().catch(() => {});
  }
}
