/**
 * The folders this server process writes, for the disk guard (decision 0015): the embedded
 * database's `DATA_DIR`, the e-mail outbox without `SMTP_URL`, and `BACKUP_DIR` where this process
 * writes backups (embedded database). A PostgreSQL server's disk is that server's own concern.
 */
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { GuardedFolder } from "#server/lib/disk-guard.ts";
import { outboxDir } from "#server/mail/start.ts";
import { backupDirOf } from "./backup.ts";

export function diskFolders(config: Config, kind: Database["kind"]): GuardedFolder[] {
  const folders: GuardedFolder[] = [];
  const embedded = kind === "pglite" && config.dataDir !== null;
  if (embedded) folders.push({ label: "DATA_DIR", dir: config.dataDir!, role: "database" });
  if (!config.SMTP_URL) folders.push({ label: "the e-mail outbox", dir: outboxDir(config), role: "outbox" });
  if (embedded) folders.push({ label: "BACKUP_DIR", dir: backupDirOf(config), role: "backups" });
  return folders;
}
