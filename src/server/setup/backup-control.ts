/**
 * How `npm run db:backup` backs up an embedded database that a running server holds (decision 0016): only the process that opened PGlite may read it, so the server listens on a Unix socket
 * `DATA_DIR/control.sock` (DATA_DIR is 0700: only the server's user can reach it) and answers the
 * one request `backup` with the file it wrote. No server answering means none runs on that folder.
 */
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { PRIVATE_FILE_MODE } from "#server/data-dir.ts";
import type { BackupResult } from "./backup.ts";

/** Unix socket paths longer than this fail on Linux (108) and macOS (104). */
const MAX_SOCKET_PATH = 100;

/** The control socket of the server on `dataDir`. */
export const controlSocketPath = (dataDir: string) => path.resolve(dataDir, "control.sock");

/**
 * Serves backup requests on the control socket of `dataDir`. Call only while holding `DATA_DIR`
 * (a socket file left by a killed server is removed first). Returns null when the path is too
 * long for a socket: the CLI then cannot reach the server and says so.
 */
export async function serveBackupRequests(
  dataDir: string,
  backup: () => Promise<BackupResult>,
): Promise<net.Server | null> {
  const socketPath = controlSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) return null;
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setEncoding("utf8");
    socket.once("data", (request: string) => {
      if (request.trim() !== "backup") {
        socket.end(`${JSON.stringify({ error: "unknown request" })}\n`);
        return;
      }
      backup().then(
        (result) => socket.end(`${JSON.stringify(result)}\n`),
        (error: unknown) => socket.end(`${JSON.stringify({ error: (error as Error).message })}\n`),
      );
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, PRIVATE_FILE_MODE);
  server.unref();
  return server;
}

/**
 * Asks the server running on `dataDir` for a backup. Resolves with its result, or null when no
 * server listens there; rejects with the server's reason when its backup failed.
 */
export function requestServerBackup(dataDir: string): Promise<BackupResult | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write("backup\n"));
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("end", () => {
      try {
        const parsed = JSON.parse(answer) as BackupResult | { error: string };
        if ("error" in parsed) reject(new Error(parsed.error));
        else resolve(parsed);
      } catch {
        reject(new Error("the server's answer could not be read"));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
  });
}
