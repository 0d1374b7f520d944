/**
 * The server side of `npm run bench:backup`, a child process of bench/backup.ts so that the load
 * it measures does not share this event loop: the app on the embedded database of the DATA_DIR
 * given as argument, on a free loopback port (printed as `port <n>`). Each stdin line asks for a
 * backup and is answered with one JSON line `{ ms, bytes }`:
 * - `before`: the copy as taken before decision 0016 (PGlite's `dumpDataDir` holding the
 *   transaction lock after a CHECKPOINT), written to a file;
 * - `now`: `writeBackup`, the online copy the server takes today.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { buildApp } from "#server/app.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { pgliteFolder, pgliteOf, writeBackup } from "#server/setup/backup.ts";

const dataDir = process.argv[2]!;
const config = parseConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  STATIC_DIR: "none",
  RATE_LIMIT_PUBLIC: "1000000",
  BACKUP_INTERVAL: "off",
});
const database = await openDatabase({ dataDir });
const app = await buildApp({ config, database, jwtSecret: "bench-secret-that-is-long-enough-0123456789" });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`port ${typeof address === "object" && address ? address.port : 0}\n`);

const dir = path.join(dataDir, "backups");
for await (const line of createInterface({ input: process.stdin })) {
  const started = performance.now();
  let bytes: number;
  if (line.trim() === "before") {
    const client = pgliteOf(database);
    await client.exec("CHECKPOINT");
    const blob = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
    const data = Buffer.from(await blob.arrayBuffer());
    writeFileSync(path.join(dir, "before.tar.gz"), data);
    bytes = data.length;
  } else {
    bytes = (await writeBackup(database, { dir, pgdata: pgliteFolder(dataDir) })).bytes;
  }
  process.stdout.write(`${JSON.stringify({ ms: Math.round(performance.now() - started), bytes })}\n`);
}
await app.close();
await database.close();
