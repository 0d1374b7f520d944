/**
 * The measured connection of the CPU benches (`board-cpu.ts`, `search-cpu.ts`; bench/README.md
 * "Identifier filters, page 5 000 and the name search" for the method): a pool on the kept bench
 * database `BENCH_REUSE` whose connections carry `appName`, and the CPU their PostgreSQL backends
 * spent, read from `/proc/<pid>/stat` (Linux, the server on this machine). Throws `usage` when no
 * server or no kept database (`exam_bench_<n>`) is named.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { DEFAULT_POOL_TIMEOUTS, fromPostgresUrl } from "#server/db/client.ts";
import { databaseUrl } from "#tests/helpers/postgres.ts";
import { serverUrl } from "./database.ts";

const TICK_MS = 10; // USER_HZ 100 on Linux

export async function measuredDatabase(appName: string, usage: string) {
  const server = serverUrl();
  const reuse = process.env.BENCH_REUSE;
  if (!server || !reuse || !/^exam_bench_\d+$/.test(reuse)) throw new Error(usage);
  const url = new URL(databaseUrl(server, reuse));
  url.searchParams.set("application_name", appName);
  const database = fromPostgresUrl(url.toString(), DEFAULT_POOL_TIMEOUTS);
  // Another connection (another application_name) finds the measured backends.
  const monitor = new pg.Client({ connectionString: databaseUrl(server, reuse) });
  await monitor.connect();

  /** User + system CPU of the measured backends, in ms (10 ms ticks). */
  async function backendsCpuMs(): Promise<number> {
    const { rows } = await monitor.query<{ pid: number }>(
      "select pid from pg_stat_activity where application_name = $1",
      [appName],
    );
    let ticks = 0;
    for (const { pid } of rows) {
      try {
        // Fields 14 and 15 (utime, stime), counted after the command's closing parenthesis.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // A backend that ended between the two reads.
      }
    }
    return ticks * TICK_MS;
  }

  return { database, backendsCpuMs, closeMonitor: () => monitor.end() };
}
