/**
 * The load generator of `npm run bench`, run as a child process so that it does not share the
 * server's event loop: autocannon 9 against each case in turn, a warm-up run first, then the
 * measured run. Latencies are taken from each response's own timing (sub-millisecond, which
 * autocannon's integer histogram would round). Input: one JSON argument (`LoadPlan`); output: one
 * JSON line of `LoadResult[]` on stdout.
 */
import autocannon from "autocannon";

/** What to measure. */
export interface LoadPlan {
  origin: string;
  authorization: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** When set (a smoke run), each case sends this many requests instead of running `seconds`. */
  requests?: number;
  cases: { name: string; path: string }[];
}

/** One case's figures. */
export interface LoadResult {
  name: string;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(plan: LoadPlan, path: string, seconds: number, requests?: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const instance = autocannon({
    url: `${plan.origin}${path}`,
    connections: plan.connections,
    ...(requests ? { amount: requests } : { duration: seconds }),
    headers: { authorization: plan.authorization },
  });
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime);
    else errors++;
  });
  const result = await instance;
  errors += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / (requests ? (performance.now() - started) / 1000 : seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

const plan = JSON.parse(process.argv[2]!) as LoadPlan;
const results: LoadResult[] = [];
for (const { name, path } of plan.cases) {
  if (plan.warmupSeconds > 0) await run(plan, path, plan.warmupSeconds);
  results.push({ name, path, ...(await run(plan, path, plan.seconds, plan.requests)) });
  process.stderr.write(".");
}
process.stdout.write(`${JSON.stringify(results)}\n`);
