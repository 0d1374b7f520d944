import { isIP } from "node:net";
import { z } from "zod";
import { isAllowedNewUsername } from "#shared/access/users.ts";
import {
  BRAND_COLOR_PATTERN,
  DEFAULT_BRAND_COLOR,
  DEFAULT_SITE_NAME,
  DEFAULT_SITE_SHORT_NAME,
  SITE_NAME_MAX,
} from "#shared/site/brand.ts";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"], "must be true or false")
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** Durations such as `8h`, `30m`, `45s`, `2d`, or plain seconds. */
const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, "must be a duration such as 8h, 30m or 3600")
  .transform((v) => {
    const n = Number.parseInt(v, 10);
    const unit = v.trim().slice(-1);
    const factor = unit === "d" ? 86400 : unit === "h" ? 3600 : unit === "m" ? 60 : 1;
    return n * factor;
  })
  .refine((s) => s > 0, "must be longer than zero");

/** Bytes per unit of a size: decimal as `df -H` and `formatBytes` (`kB`, `MB`...), binary with `i` (`MiB`...). */
const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

/** A size such as `64MB`, `1.5GB`, `512MiB` or plain bytes, in bytes (units case-insensitive). */
const size = z.string().transform((raw, ctx): number => {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(raw);
  const factor = match ? SIZE_UNITS[(match[2] || "b").toLowerCase()] : undefined;
  if (!match || factor === undefined) {
    ctx.addIssue({ code: "custom", message: "must be a size such as 64MB, 1GB or 512MiB" });
    return z.NEVER;
  }
  return Math.round(Number(match[1]) * factor);
});

/** `BACKUP_INTERVAL`: a duration in seconds, or `off` (no automatic backups). */
const backupInterval = z.string().transform((raw, ctx): number | "off" => {
  if (raw.trim().toLowerCase() === "off") return "off";
  const parsed = duration.safeParse(raw);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: "custom", message: "must be a duration such as 24h or 30m, or off" });
  return z.NEVER;
});

const NAMED_PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IPv4/IPv6 address, optionally with a CIDR prefix (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(value: string): boolean {
  const [address = "", prefix, extra] = value.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: which reverse proxies may name the client in `X-Forwarded-For` (Fastify's
 * `trustProxy`). Off (`false`, `0`) by default: the address is the TCP peer's. A hop count (`1`:
 * the nearest proxy) or a comma-separated list of proxy addresses, CIDR ranges and `loopback`,
 * `linklocal`, `uniquelocal`. `true` is refused: it would let any client choose its address and
 * so escape the rate limit and the login lock.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === "false" || value === "0" || value === "off" || value === "no") return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !NAMED_PROXY_RANGES.has(entry) && !isAddressOrCidr(entry));
  if (bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message:
        bad === "true" || bad === "yes"
          ? "must be a hop count (e.g. 1) or the proxies' addresses: true would trust X-Forwarded-For from any client"
          : `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges; "${bad.slice(0, 60).replace(/[^\x20-\x7e]/g, "?")}" is neither`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's `trustProxy` for a `TRUST_PROXY` value. Fastify 5.12 treats a number as "trust
 * nothing", so a hop count becomes the function Express uses: the `hops` addresses nearest to the
 * server are proxies, the next one is the client.
 */
export function trustProxyOption(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}

/**
 * The environment the server reads (README "Configuration"). Validated once at start; a bad value
 * stops the server with a one-line reason (`parseConfig` throws a `ConfigError`; `main.ts` prints it
 * and exits with code 1).
 */
/** `SITE_NAME`, `SITE_SHORT_NAME`: one line, no markup. */
const siteNameText = z
  .string()
  .trim()
  .max(SITE_NAME_MAX)
  .regex(/^[^\r\n<>]+$/, "must be one line, without < or >");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // Shared counters of the login lock and the rate limits (decision 0003); without it they live in the
  // PostgreSQL database (DATABASE_URL) or in memory (embedded database).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  // Put before every key this server writes in Redis, so deployments can share one Redis.
  REDIS_KEY_PREFIX: z.string().max(100).default("exam-portal:"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_TTL: duration.default(8 * 3600),
  // The same rule as a username created in the back office (decision 0017: a safe character set).
  ADMIN_USERNAME: z
    .string()
    .refine(isAllowedNewUsername, "must be 1 to 50 ASCII letters, digits or . _ - @")
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be 8 characters or more").optional(),
  SEED_DEMO: booleanString.optional(),
  SUPPORT_EMAIL: z.email("must be an email address").default("support@example.com"),
  /** The provider's name in e-mails (decision 0013); the web build reads the same variables. */
  SITE_NAME: siteNameText.default(DEFAULT_SITE_NAME),
  SITE_SHORT_NAME: siteNameText.default(DEFAULT_SITE_SHORT_NAME),
  BRAND_COLOR: z
    .string()
    .regex(BRAND_COLOR_PATTERN, "must be a hex colour such as #0ca678")
    .transform((value) => value.toLowerCase())
    .default(DEFAULT_BRAND_COLOR),
  /** Candidates' e-mails go out over this SMTP server (decision 0010); unset: written as .eml files under DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^\s]+$/,
      "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587",
    )
    .optional(),
  /** The sender of candidates' e-mails (`Exams <exams@example.com>`); unset: SUPPORT_EMAIL. */
  MAIL_FROM: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\r\n]*@[^\r\n]*$/, "must be an address, e.g. Exams <exams@example.com>")
    .optional(),
  /**
   * How long a worker holds an e-mail it is sending (decision 0010, "The lease"): a send is cut off
   * after 7/8 of it, and another replica may take the message once it ran out. At least 2 s (the
   * last eighth, 250 ms, still leaves room to record the outcome), at most an hour.
   */
  OUTBOX_LEASE_SECONDS: z.coerce
    .number("must be a number of seconds")
    .int("must be a whole number of seconds")
    .min(2, "must be at least 2 seconds")
    .max(3600, "must be at most 3600 seconds")
    .default(300),
  /**
   * How long a seat offered to a waiting candidate is held for them (decision 0022, "Waiting
   * list"): whole hours, 1 to 720; after it the seat passes to the next on the list.
   */
  SEAT_OFFER_HOURS: z.coerce
    .number("must be a number of hours")
    .int("must be a whole number of hours")
    .min(1, "must be at least 1 hour")
    .max(720, "must be at most 720 hours")
    .default(48),
  /**
   * Minutes after a sitting's start until which a check-in counts as on time; later it is marked
   * late (docs/product.md §11 "Check-in"): whole minutes, 0 to 240.
   */
  CHECK_IN_GRACE_MINUTES: z.coerce
    .number("must be a number of minutes")
    .int("must be a whole number of minutes")
    .min(0, "must not be negative")
    .max(240, "must be at most 240 minutes")
    .default(30),
  /**
   * When exam reminders go out (docs/product.md §11 "Reminders"): whole days before a booked
   * sitting, comma-separated, 1 to 60 each (default `7,1`); empty: no reminders. The day-before
   * one (1) is its own e-mail kind.
   */
  EXAM_REMINDER_DAYS: z
    .string()
    .trim()
    .default("7,1")
    .transform((value, issue) => {
      const parts = value === "" ? [] : value.split(",").map((part) => part.trim());
      const days = parts.map(Number);
      if (days.some((day) => !Number.isInteger(day) || day < 1 || day > 60)) {
        issue.addIssue({ code: "custom", message: "must be whole days from 1 to 60, e.g. 7,1" });
        return z.NEVER;
      }
      return [...new Set(days)].sort((a, b) => b - a);
    }),
  /**
   * How long deleted candidates, users, inquiries and messages stay in the Trash, restorable
   * (decision 0029): whole days, 1 to 3650; then their personal data is anonymised for good.
   */
  TRASH_RETENTION_DAYS: z.coerce
    .number("must be a number of days")
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(3650, "must be at most 3650 days")
    .default(90),
  /**
   * How to pay an invoice (bank, account, reference to quote), `\n` starting a line: the initial value,
   * replaced by what an admin saves on the E-mail screen (docs/product.md §2 "Payment instructions").
   */
  PAYMENT_INSTRUCTIONS: z.string().trim().max(2000).optional(),
  PUBLIC_URL: z.url("must be an absolute URL, e.g. https://exams.example.com").optional(),
  SUPPORT_PHONE: z.string().trim().max(40).optional(),
  OFFICE_ADDRESS: z.string().trim().max(200).optional(),
  /** A measured review rating for the regulator pages' structured data; both or neither (docs/product.md §2 "Regulator exam pages"). */
  RATING_VALUE: z.coerce
    .number("must be a number")
    .min(1, "must be 1 to 5")
    .max(5, "must be 1 to 5")
    .optional(),
  RATING_COUNT: z.coerce.number("must be a whole number").int("must be a whole number").min(1).optional(),
  RATE_LIMIT_PUBLIC: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: trustProxy.default(false),
  /** Longest a client may take to send a whole request, headers and body; then 408 and the connection closes. */
  REQUEST_TIMEOUT: duration.default(30),
  /** Connections one client address may hold open at once; the proxies of TRUST_PROXY are not capped. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number("must be a whole number")
    .int("must be a whole number")
    .min(1)
    .default(100),
  /** Who may read the OpenAPI document at /api/docs: admins (default) or everyone (README "Security"). */
  API_DOCS: z.enum(["admin", "public"], "must be admin or public").default("admin"),
  /** Where `npm run db:backup` and the automatic backups write; default `DATA_DIR/backups`. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Time between automatic backups of the embedded database (`24h`, `30m`...), or `off`. */
  BACKUP_INTERVAL: backupInterval.default(24 * 3600),
  /** How many automatic backups to keep; older ones are deleted (hand-made ones never). */
  BACKUP_KEEP: z.coerce.number("must be a whole number").int("must be a whole number").min(1).default(7),
  /** PostgreSQL pool: time to open a connection (or wait for a free one); start-up gives up after it. */
  DB_CONNECT_TIMEOUT: duration.default(5),
  /** PostgreSQL pool: longest statement (server's `statement_timeout`; the client gives up 2 s later). */
  DB_STATEMENT_TIMEOUT: duration.default(15),
  /** PostgreSQL pool: an unused connection is closed after this long. */
  DB_IDLE_TIMEOUT: duration.default(30),
  /** Embedded database: fsync every commit (survives a power cut); false is faster but may lose the last writes. */
  EMBEDDED_FSYNC: booleanString.default(true),
  /**
   * Free space the server keeps on the disks it writes (DATA_DIR of the embedded database, the
   * e-mail outbox, BACKUP_DIR): below it, writes are refused with 507 (decision 0015).
   */
  DISK_FREE_MIN: size.default(64_000_000),
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish before the server exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number("must be a number of seconds").int().min(1).max(600).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STATIC_DIR: z.string().default("build/client"),
  /**
   * Tests only (decision 0020): on each SIGUSR2, one database call holds the database this many
   * seconds (`select pg_sleep(n)`), so a test can see health and SIGTERM answered meanwhile.
   * Refused with NODE_ENV=production.
   */
  TEST_HOLD_DATABASE_SECONDS: z.coerce.number("must be a number of seconds").min(0).max(600).optional(),
});
export type Env = z.infer<typeof envSchema>;

/** Validated configuration; `dataDir` is null for `DATA_DIR=memory`; `rating` null unless both RATING_ values are set. */
export type Config = Env & {
  dataDir: string | null;
  tokenTtlSeconds: number;
  rating: { value: number; count: number } | null;
};

/**
 * Parses the environment. Throws a `ConfigError` whose message is one line naming the variable
 * and what is wrong with it.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  const cfg = parsed.data;
  if ((cfg.ADMIN_USERNAME === undefined) !== (cfg.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid configuration: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither");
  }
  if ((cfg.RATING_VALUE === undefined) !== (cfg.RATING_COUNT === undefined)) {
    throw new ConfigError("Invalid configuration: set both RATING_VALUE and RATING_COUNT, or neither");
  }
  if (cfg.TEST_HOLD_DATABASE_SECONDS !== undefined && cfg.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration: TEST_HOLD_DATABASE_SECONDS is for tests and refused in production",
    );
  }
  return {
    ...cfg,
    dataDir: cfg.DATA_DIR === "memory" ? null : cfg.DATA_DIR,
    tokenTtlSeconds: cfg.TOKEN_TTL,
    rating:
      cfg.RATING_VALUE !== undefined && cfg.RATING_COUNT !== undefined
        ? { value: cfg.RATING_VALUE, count: cfg.RATING_COUNT }
        : null,
  };
}

export class ConfigError extends Error {}
