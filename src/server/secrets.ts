import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The JWT signing secret: `JWT_SECRET` when set; otherwise one generated on first start and kept in
 * `DATA_DIR/jwt-secret` (mode 600) so tokens survive restarts; a fresh one per process for
 * `DATA_DIR=memory`.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string | null): string {
  if (configured) return configured;
  const generate = () => randomBytes(48).toString("base64url");
  if (!dataDir) return generate();
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = generate();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
