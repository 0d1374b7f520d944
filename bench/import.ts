/**
 * `npm run bench:import`: the candidate import (docs/product.md §12 "Staff at speed", decision
 * 0032) at scale (bench/README.md). Opens a database of its own (in-memory PGlite, or with
 * `DATABASE_URL` / `BENCH_DATABASE_URL` a new database on that PostgreSQL server, dropped at the
 * end), seeds `BENCH_N` candidates (default 100 000; `seed.ts`), starts the real app, logs in as an
 * admin and times, through HTTP as the import page calls it: the preview, the dry run and the
 * import of a generated 10 000-row xlsx file (new candidates), the same for a CSV file, and the CSV
 * again (every row then updates a candidate). The health route's median latency in the same run is
 * the baseline of the per-row cost.
 *
 * Target: the import of 10 000 rows in ≤ 10 s on PostgreSQL.
 */
import type { AddressInfo } from "node:net";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { candidateCsv, candidateFileRows, candidateXlsx } from "#server/setup/candidate-file.ts";
import type { ImportLine, ImportPreview, ImportReport } from "#shared/imports/candidates.ts";
import { SHEET_FILE_TYPES } from "#shared/kit/sheet-files.ts";
import { benchApp } from "./app.ts";
import { openBenchDatabase } from "./database.ts";
import { seedCandidates } from "./seed.ts";
import { benchNumber } from "./settings.ts";

const N = benchNumber("BENCH_N", 100_000, 2_000);
const ROWS = benchNumber("BENCH_IMPORT_ROWS", 10_000, 200);
const USER = { username: "bench", password: "Bench12345" };
const TARGET_SECONDS = 10;

const { database, name, drop } = await openBenchDatabase();
try {
  await ensureFirstAdmin(database.db, USER);
  const [admin] = await database.db.query.users.findMany({ columns: { id: true, username: true }, limit: 1 });
  console.log(`database: ${name}; seeding ${N.toLocaleString("en")} candidates`);
  const seeded = await seedCandidates(database, N, admin!, (line) => console.log(line));
  console.log(`seeded in ${(seeded.totalMs / 1000).toFixed(1)} s`);

  const app = await benchApp(database);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${origin}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(USER),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;

    // Baseline: the health route's median over 50 calls.
    const health: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await (await fetch(`${origin}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
    }
    health.sort((a, b) => a - b);
    const healthMs = health[25]!;

    const post = async (path: string, body: Buffer | string, type: string) => {
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, {
        method: "POST",
        headers: { authorization, "content-type": type },
        body,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 500)}`);
      return { text, ms: performance.now() - started };
    };

    const run = async (label: string, body: Buffer | string, type: string) => {
      const preview = await post("/api/imports/candidates/preview", body, type);
      const { mapping } = JSON.parse(preview.text) as ImportPreview;
      const query = `mapping=${encodeURIComponent(JSON.stringify(mapping))}&testCenterId=1`;
      const dry = await post(`/api/imports/candidates?${query}`, body, type);
      const report = JSON.parse(dry.text) as ImportReport;
      const done = await post(`/api/imports/candidates?${query}&dryRun=false`, body, type);
      const last = JSON.parse(done.text.trim().split("\n").at(-1)!) as ImportLine;
      if (last.type !== "done") throw new Error(`${label}: ${done.text.slice(-500)}`);
      const seconds = done.ms / 1000;
      console.log(
        `${label.padEnd(34)} preview ${(preview.ms / 1000).toFixed(2)} s, dry run ${(dry.ms / 1000).toFixed(2)} s, ` +
          `import ${seconds.toFixed(2)} s (created ${last.created}, updated ${last.updated}, problems ${report.invalidRows}); ` +
          `whole flow ${((preview.ms + dry.ms + done.ms) / 1000).toFixed(2)} s; ` +
          `import ${(seconds / TARGET_SECONDS).toFixed(2)}× the ${TARGET_SECONDS} s target; ` +
          `per row ${(done.ms / ROWS).toFixed(3)} ms = ${(done.ms / ROWS / healthMs).toFixed(2)}× health p50`,
      );
    };

    console.log(`\n${ROWS.toLocaleString("en")} rows per file; health p50 ${healthMs.toFixed(2)} ms`);
    const xlsx = candidateFileRows(ROWS, { from: 9_000_000 });
    await run("xlsx, new candidates", await candidateXlsx(xlsx.header, xlsx.rows), SHEET_FILE_TYPES.xlsx[0]);
    const csv = candidateFileRows(ROWS, { from: 9_100_000 });
    const csvText = candidateCsv(csv.header, csv.rows);
    await run("csv, new candidates", csvText, SHEET_FILE_TYPES.csv[0]);
    const changed = candidateFileRows(ROWS, {
      from: 9_100_000,
      change: (i) => ({ phone: `+9665${String(20000000 + i)}` }),
    });
    await run(
      "csv again, every row an update",
      candidateCsv(changed.header, changed.rows),
      SHEET_FILE_TYPES.csv[0],
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await drop();
}
