/**
 * The benches' sizes from the environment, and the smoke mode (`BENCH_SMOKE=1`, bench/README.md
 * "Smoke run"): every bench script reads its sizes through `benchNumber`, which takes the
 * variable when it is set, else the smoke size in a smoke run, else the bench's real size. A smoke
 * run proves that the script still seeds, starts and answers (a few thousand rows, a second per
 * case, no warm-up); its figures mean nothing.
 */

/** True in a smoke run (`BENCH_SMOKE=1`): tiny sizes, and any failed request fails the script. */
export const SMOKE = process.env.BENCH_SMOKE === "1";

/** The number in the environment variable `name`, else `smoke` in a smoke run, else `normal`. */
export function benchNumber(name: string, normal: number, smoke: number): number {
  const value = process.env[name];
  if (value !== undefined && value !== "") {
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`${name}=${value} is not a number`);
    return parsed;
  }
  return SMOKE ? smoke : normal;
}

/**
 * In a smoke run, throws when a load-tested case had failed requests (a 4xx or 5xx answer counts):
 * the bench is meant to fail CI then. Outside a smoke run the figures are printed with their errors.
 */
export function assertNoErrors(results: readonly { name: string; errors: number }[]): void {
  const failed = results.filter((r) => r.errors > 0);
  if (SMOKE && failed.length > 0)
    throw new Error(`requests failed in: ${failed.map((r) => `${r.name} (${r.errors})`).join(", ")}`);
}

/**
 * Requests per load-tested case instead of a duration (`BENCH_REQUESTS`; 20 in a smoke run, else
 * unset: each case runs `BENCH_SECONDS`).
 */
export const REQUESTS_PER_CASE: number | undefined = benchNumber("BENCH_REQUESTS", 0, 20) || undefined;

/**
 * The cases to load-test: all of them, or in a smoke run the first two (the baseline and one): the
 * script has already requested every case once and failed on a refused one, so the load test only
 * has to prove that it still runs (autocannon takes a second a case whatever the requests).
 */
export const casesToLoad = <Case>(cases: readonly Case[]): Case[] => (SMOKE ? cases.slice(0, 2) : [...cases]);
