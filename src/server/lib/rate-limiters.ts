import { DrizzleQueryError } from "drizzle-orm/errors";
import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema.ts";
import { isDatabaseUnavailable } from "#server/db/unavailable.ts";

/**
 * Where the counters of the login lock and the public rate limits live (decision 0003):
 * - `memory`: in the process: the embedded database allows one server process per `DATA_DIR`;
 * - `database`: the `rate_limits` table of the PostgreSQL database the replicas share;
 * - `redis`: a Redis server (`REDIS_URL`), shared by the replicas, off the database's back.
 * Each is rate-limiter-flexible's store of that kind, behind one API.
 */
export type CounterStore =
  | { kind: "memory" }
  | { kind: "database"; db: Db }
  | { kind: "redis"; client: Redis };

/** One limiter: `points` per `durationSeconds` window for each key, keys prefixed by `name`. */
export interface LimiterOptions {
  /** Names the limiter in the store (`login`, `public:POST /api/contact`...): keys never collide. */
  name: string;
  points: number;
  /** Window length in seconds; 0 = counts never expire by themselves. */
  durationSeconds: number;
}

/** A limiter in `store`; its promises reject with a `CounterStoreUnavailable` when the store fails. */
export function createLimiter(store: CounterStore, options: LimiterOptions): RateLimiterAbstract {
  const common = { keyPrefix: options.name, points: options.points, duration: options.durationSeconds };
  switch (store.kind) {
    case "memory":
      return new RateLimiterMemory(common);
    case "database":
      return new RateLimiterDrizzle({ ...common, storeClient: store.db, schema: rateLimits });
    case "redis":
      return new RateLimiterRedis({ ...common, storeClient: store.client });
  }
}

/**
 * The counter store could not be reached (database or Redis down): the request may succeed later,
 * so the API answers 503 with `Retry-After` like a database outage (plugins/error-handler.ts).
 */
export class CounterStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super("The rate-limit store is not answering.", { cause });
  }
}

/**
 * Runs one limiter call. rate-limiter-flexible rejects with a `RateLimiterRes` when the points ran
 * out and with an `Error` when its store failed: the first comes back as the result; a database
 * outage or any Redis error is thrown as `CounterStoreUnavailable` (503); a statement the database
 * refused is a bug and is thrown as it is (500).
 */
export async function countWith<T>(call: () => Promise<T>): Promise<T | RateLimiterRes> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    if (error instanceof DrizzleQueryError && !isDatabaseUnavailable(error)) throw error;
    throw new CounterStoreUnavailable(error);
  }
}

/** Start-up could not reach `REDIS_URL`; the message names it without its password. */
export class RedisUnreachableError extends Error {}

/**
 * Connects to the Redis of `REDIS_URL` for the shared counters. Commands fail at once while the
 * connection is down (no offline queue: a request answers 503 instead of waiting) and ioredis
 * reconnects by itself. Rejects with `RedisUnreachableError` when it cannot connect within
 * `timeoutMs` at start. `keyPrefix` goes before every key (`REDIS_KEY_PREFIX`).
 */
export async function connectRedis(url: string, timeoutMs: number, keyPrefix = ""): Promise<Redis> {
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  // Errors reach the command that failed; without a listener ioredis would print each one.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const shown = new URL(url);
    if (shown.password) shown.password = "***";
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedisUnreachableError(
      `cannot reach the Redis of REDIS_URL ${shown} within ${timeoutMs / 1000} s: ${reason}`,
    );
  }
  return client;
}
