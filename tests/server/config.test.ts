import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, trustProxyOption } from "#server/config.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The `ConfigError` `parseConfig(env)` throws (fails the test when it throws nothing else). */
function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe("parseConfig", () => {
  it("fills in the defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      dataDir: "./data",
      tokenTtlSeconds: 28800,
      SUPPORT_EMAIL: "support@example.com",
      RATE_LIMIT_PUBLIC: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it("reads the brand: SITE_NAME, SITE_SHORT_NAME, BRAND_COLOR (decision 0013)", () => {
    expect(parseConfig({})).toMatchObject({
      SITE_NAME: "Exam Registration Portal",
      SITE_SHORT_NAME: "Exam Portal",
      BRAND_COLOR: "#0ca678",
    });
    expect(parseConfig({ SITE_NAME: " Gulf Exams ", BRAND_COLOR: "#5F3DC4" })).toMatchObject({
      SITE_NAME: "Gulf Exams",
      BRAND_COLOR: "#5f3dc4",
    });
    expect(configErrorOf({ BRAND_COLOR: "teal" }).message).toBe(
      "Invalid configuration: BRAND_COLOR must be a hex colour such as #0ca678",
    );
    expect(configErrorOf({ SITE_NAME: "a\nb" }).message).toMatch(/^Invalid configuration: SITE_NAME /);
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", HOST: "" })).toMatchObject({ PORT: 3000, HOST: "127.0.0.1" });
  });

  it("reads numbers and DATA_DIR=memory", () => {
    const config = parseConfig({ PORT: "8080", RATE_LIMIT_PUBLIC: "5", DATA_DIR: "memory" });
    expect(config.PORT).toBe(8080);
    expect(config.RATE_LIMIT_PUBLIC).toBe(5);
    expect(config.dataDir).toBeNull();
  });

  it.each([
    ["30m", 1800],
    ["2d", 172800],
    ["8h", 28800],
    ["45s", 45],
    ["3600", 3600],
  ])("reads TOKEN_TTL %s as %i seconds", (value, seconds) => {
    expect(parseConfig({ TOKEN_TTL: value }).tokenTtlSeconds).toBe(seconds);
  });

  it.each(["abc", "0", "-5m", "8 hours"])("refuses TOKEN_TTL %s", (value) => {
    expect(configErrorOf({ TOKEN_TTL: value }).message).toMatch(/^Invalid configuration: TOKEN_TTL /);
  });

  it.each(["abc", "70000", "1.5"])("refuses PORT %s with one line naming PORT", (value) => {
    const { message } = configErrorOf({ PORT: value });
    expect(message).toMatch(/^Invalid configuration: PORT /);
    expect(message).not.toContain("\n");
  });

  it("runs in production without JWT_SECRET (the key is then generated into the database, decision 0003)", () => {
    expect(parseConfig({ NODE_ENV: "production" }).JWT_SECRET).toBeUndefined();
    expect(parseConfig({ NODE_ENV: "production", JWT_SECRET: "s".repeat(32) }).NODE_ENV).toBe("production");
  });

  it("takes a redis:// REDIS_URL and refuses anything else with one line", () => {
    expect(parseConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(configErrorOf({ REDIS_URL: "http://x" }).message).toMatch(/^Invalid configuration: REDIS_URL /);
  });

  it("takes TEST_HOLD_DATABASE_SECONDS in tests and refuses it in production (decision 0020)", () => {
    expect(
      parseConfig({ NODE_ENV: "test", TEST_HOLD_DATABASE_SECONDS: "5" }).TEST_HOLD_DATABASE_SECONDS,
    ).toBe(5);
    expect(parseConfig({}).TEST_HOLD_DATABASE_SECONDS).toBeUndefined();
    expect(
      configErrorOf({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), TEST_HOLD_DATABASE_SECONDS: "5" })
        .message,
    ).toBe("Invalid configuration: TEST_HOLD_DATABASE_SECONDS is for tests and refused in production");
  });

  it("refuses a JWT_SECRET shorter than 32 characters", () => {
    expect(configErrorOf({ JWT_SECRET: "short" }).message).toMatch(/^Invalid configuration: JWT_SECRET /);
  });

  it("holds ADMIN_USERNAME to the username rule of the back office", () => {
    for (const bad of ["two words", "bİll", "x".repeat(51), "name<script>"]) {
      expect(configErrorOf({ ADMIN_USERNAME: bad, ADMIN_PASSWORD: "Secret123" }).message).toContain(
        "ADMIN_USERNAME",
      );
    }
  });

  it("needs ADMIN_USERNAME and ADMIN_PASSWORD together", () => {
    expect(configErrorOf({ ADMIN_USERNAME: "root" }).message).toContain("ADMIN_PASSWORD");
    expect(configErrorOf({ ADMIN_PASSWORD: "Secret123" }).message).toContain("ADMIN_USERNAME");
    expect(parseConfig({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "Secret123" })).toMatchObject({
      ADMIN_USERNAME: "root",
      ADMIN_PASSWORD: "Secret123",
    });
  });

  it("refuses a SUPPORT_EMAIL that is not an email address", () => {
    expect(configErrorOf({ SUPPORT_EMAIL: "not-an-email" }).message).toMatch(
      /^Invalid configuration: SUPPORT_EMAIL /,
    );
    expect(parseConfig({ SUPPORT_EMAIL: "help@example.org" }).SUPPORT_EMAIL).toBe("help@example.org");
  });

  it.each([
    ["64MB", 64_000_000],
    ["1.5GB", 1_500_000_000],
    ["512MiB", 512 * 2 ** 20],
    ["100 kB", 100_000],
    ["64mb", 64_000_000],
    ["1048576", 1_048_576],
  ])("reads DISK_FREE_MIN %s as %i bytes (decision 0015)", (value, bytes) => {
    expect(parseConfig({ DISK_FREE_MIN: value }).DISK_FREE_MIN).toBe(bytes);
  });

  it("keeps 64 MB free by default: room for the next WAL segments (16 MiB each) with margin", () => {
    expect(parseConfig({}).DISK_FREE_MIN).toBe(64_000_000);
  });

  it.each(["lots", "64 megabytes", "-5MB", "1.5.2GB", "MB"])(
    "refuses DISK_FREE_MIN %s with one line",
    (value) => {
      expect(configErrorOf({ DISK_FREE_MIN: value }).message).toBe(
        "Invalid configuration: DISK_FREE_MIN must be a size such as 64MB, 1GB or 512MiB",
      );
    },
  );

  it("refuses a DATABASE_URL that is not postgres://", () => {
    expect(configErrorOf({ DATABASE_URL: "mysql://localhost/db" }).message).toContain("DATABASE_URL");
  });

  it("reads OUTBOX_LEASE_SECONDS: 300 by default, whole seconds from 2 to 3600 (decision 0010)", () => {
    expect(parseConfig({}).OUTBOX_LEASE_SECONDS).toBe(300);
    expect(parseConfig({ OUTBOX_LEASE_SECONDS: "2" }).OUTBOX_LEASE_SECONDS).toBe(2);
    expect(parseConfig({ OUTBOX_LEASE_SECONDS: "3600" }).OUTBOX_LEASE_SECONDS).toBe(3600);
    expect(configErrorOf({ OUTBOX_LEASE_SECONDS: "1" }).message).toBe(
      "Invalid configuration: OUTBOX_LEASE_SECONDS must be at least 2 seconds",
    );
    for (const bad of ["3601", "1.5", "5m", "abc"]) {
      expect(configErrorOf({ OUTBOX_LEASE_SECONDS: bad }).message).toMatch(
        /^Invalid configuration: OUTBOX_LEASE_SECONDS /,
      );
    }
  });
});

describe("TRUST_PROXY", () => {
  it("is off by default and for false or 0", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });

  it("reads a hop count, and trusts that many hops nearest the server", () => {
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust("10.0.0.1", hop))).toEqual([true, true, false]);
  });

  it("reads a list of addresses, CIDR ranges and named ranges", () => {
    expect(parseConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,fd00::/8, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
  });

  it.each(["true", "proxy.example.com", "10.0.0.0/33", "10.0.0.1/8/2", "300.1.1.1", "10.0.0.1,,"])(
    "refuses %s with one line naming TRUST_PROXY",
    (value) => {
      const { message } = configErrorOf({ TRUST_PROXY: value });
      expect(message).toMatch(/^Invalid configuration: TRUST_PROXY must be a hop count/);
      expect(message).not.toContain("\n");
    },
  );
});

describe("REQUEST_TIMEOUT and MAX_CONNECTIONS_PER_ADDRESS (slow clients)", () => {
  it("default to 30 s and 100 connections, and read durations", () => {
    expect(parseConfig({})).toMatchObject({ REQUEST_TIMEOUT: 30, MAX_CONNECTIONS_PER_ADDRESS: 100 });
    expect(parseConfig({ REQUEST_TIMEOUT: "2m", MAX_CONNECTIONS_PER_ADDRESS: "20" })).toMatchObject({
      REQUEST_TIMEOUT: 120,
      MAX_CONNECTIONS_PER_ADDRESS: 20,
    });
  });

  it.each([
    ["REQUEST_TIMEOUT", "0"],
    ["REQUEST_TIMEOUT", "soon"],
    ["MAX_CONNECTIONS_PER_ADDRESS", "0"],
    ["MAX_CONNECTIONS_PER_ADDRESS", "2.5"],
  ])("refuses %s=%s", (name, value) => {
    expect(configErrorOf({ [name]: value }).message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });
});

describe("the server with a bad configuration", () => {
  it("exits with code 1 and one line naming the variable", () => {
    const result = spawnSync(process.execPath, ["src/server/main.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: "memory" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line !== "");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT/);
    expect(result.stderr.endsWith("\n")).toBe(true);
  });
});
