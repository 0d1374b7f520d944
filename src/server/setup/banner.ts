/**
 * The lines the server prints last at start-up (issue 13, item 7), so that they are what a new
 * user sees: the address to open and, on the first start only, the generated admin's credentials.
 */
import type { AddressInfo } from "node:net";

/** The URL to open in a browser for the bound `address` (a wildcard host shows as localhost). */
export function localUrl(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === "string") return null;
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "localhost" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

/**
 * The banner text: the local address (and `PUBLIC_URL` when set), then the first admin's username
 * and password when it was created with a generated one (shown this once), or null for no banner.
 */
export function startBanner(opts: {
  url: string | null;
  publicUrl?: string;
  admin?: { username: string; generatedPassword: string | null } | null;
}): string {
  const lines = [`Exam portal is running: open ${opts.url ?? "(address unknown)"}`];
  if (opts.publicUrl) lines.push(`Public address: ${opts.publicUrl}`);
  if (opts.admin?.generatedPassword) {
    lines.push(
      "",
      `First admin created. Username: ${opts.admin.username}  Password: ${opts.admin.generatedPassword}`,
      "The password is shown this once. Set a new one any time with",
      `  npm run admin:password -- ${opts.admin.username}`,
    );
  }
  return `\n${lines.map((line) => (line ? `  ${line}` : "")).join("\n")}\n\n`;
}
