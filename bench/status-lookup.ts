/**
 * `npm run bench:status`: does the status page's lookup (docs/product.md §2 "Status page", `POST /api/status`) take
 * the same time whichever part is wrong? A caller who could tell "no such reference" from "wrong
 * address" by the answer's time could find out which references exist. Seeds `BENCH_N` candidates
 * (default 20 000) into the bench database (in-memory PGlite, or `DATABASE_URL` /
 * `BENCH_DATABASE_URL`), then sends `BENCH_ROUNDS` rounds (default 400) of four lookups in a
 * shuffled order each round, in-process through `app.inject` (no network noise):
 *
 * - found: the right reference and address (the 200 that builds the whole view: the baseline);
 * - wrong address: a real reference with another address;
 * - unknown reference: a well-formed reference nobody has;
 * - deleted: the reference and address of a deleted registration.
 *
 * Prints median and p90 per case and each refused case's median as a ratio to the wrong-address
 * one measured in the same run; the three refusals should be within noise of each other (≈ 1.0).
 */
import { eq } from "drizzle-orm";
import { students } from "#server/db/schema.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { benchApp } from "./app.ts";
import { openBenchDatabase } from "./database.ts";
import { seedCandidates } from "./seed.ts";
import { benchNumber } from "./settings.ts";

const N = benchNumber("BENCH_N", 20_000, 500);
const ROUNDS = benchNumber("BENCH_ROUNDS", 400, 10);

const { database, name, drop } = await openBenchDatabase();
try {
  await ensureFirstAdmin(database.db, { username: "bench", password: "Bench12345" });
  const [admin] = await database.db.query.users.findMany({ columns: { id: true, username: true }, limit: 1 });
  console.log(`database: ${name}; seeding ${N.toLocaleString("en")} candidates`);
  await seedCandidates(database, N, admin!, () => {});
  const rows = await database.db
    .select({ id: students.id, reference: students.reference, email: students.email })
    .from(students)
    .limit(2);
  const [live, gone] = rows as [(typeof rows)[number], (typeof rows)[number]];
  await database.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, gone.id));

  // Four lookups a round plus 30 warm-up rounds, with room to spare.
  const app = await benchApp(database, { RATE_LIMIT_PUBLIC: String((ROUNDS + 30) * 4 * 2) });
  const cases = {
    found: { reference: live.reference, email: live.email },
    "wrong address": { reference: live.reference, email: "someone.else@example.org" },
    "unknown reference": { reference: "EX-26-ZZZZZZ", email: live.email },
    deleted: { reference: gone.reference, email: gone.email },
  } as const;
  type CaseName = keyof typeof cases;
  const expected: Record<CaseName, number> = {
    found: 200,
    "wrong address": 404,
    "unknown reference": 404,
    deleted: 404,
  };
  const times: Record<CaseName, number[]> = {
    found: [],
    "wrong address": [],
    "unknown reference": [],
    deleted: [],
  };
  const names = Object.keys(cases) as CaseName[];
  const lookup = async (which: CaseName) => {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: "POST", url: "/api/status", payload: cases[which] });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== expected[which]) {
      throw new Error(`${which}: ${response.statusCode} ${response.body}`);
    }
    return elapsed;
  };
  // Warm-up: JIT, query plans, the pool.
  for (let i = 0; i < 30; i++) for (const which of names) await lookup(which);
  for (let round = 0; round < ROUNDS; round++) {
    const order = [...names].sort(() => Math.random() - 0.5);
    for (const which of order) times[which].push(await lookup(which));
  }
  await app.close();

  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  };
  const baseline = quantile(times["wrong address"], 0.5);
  console.log(`\n${ROUNDS} rounds of the four lookups, shuffled per round; times in ms`);
  console.log(`${"case".padEnd(20)} ${"median".padStart(8)} ${"p90".padStart(8)}  median / wrong address`);
  for (const which of names) {
    const median = quantile(times[which], 0.5);
    console.log(
      `${which.padEnd(20)} ${median.toFixed(3).padStart(8)} ${quantile(times[which], 0.9).toFixed(3).padStart(8)}  ${(median / baseline).toFixed(2)}`,
    );
  }
} finally {
  await database.close();
  await drop();
}
