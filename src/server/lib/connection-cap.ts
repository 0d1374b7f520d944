import { BlockList, isIP, type Server, type Socket } from "node:net";

/**
 * The address ranges `TRUST_PROXY` may name (as proxy-addr, which Fastify's `trustProxy` uses,
 * reads them).
 */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** A socket's peer address, an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as plain IPv4. */
export function peerAddress(socket: Socket): string | undefined {
  const address = socket.remoteAddress;
  return address?.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Whether a TCP peer is one of the reverse proxies of `TRUST_PROXY` (its parsed value): never when
 * it is off; always for a hop count (the server is then reachable only through the proxy);
 * otherwise when the address is in the listed addresses, ranges and named ranges.
 */
export function isTrustedProxy(trustProxy: false | number | string[]): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === "number") return () => true;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((value) => NAMED_RANGES[value] ?? [value])) {
    const [address = "", prefix] = entry.split("/");
    if (prefix === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(prefix), family(address));
  }
  return (address) => isIP(address) !== 0 && list.check(address, family(address));
}

export interface ConnectionCapOptions {
  /** Open connections allowed per peer address (`MAX_CONNECTIONS_PER_ADDRESS`). */
  max: number;
  /** Peers not counted (the trusted proxies, which carry many clients' connections). */
  exempt: (address: string) => boolean;
  /** Called once each time an address reaches the cap and has a connection refused. */
  onFull?: (address: string) => void;
}

/**
 * Caps the connections one peer address may hold open on `server` (README "Running in production",
 * "Slow clients"): a connection beyond `max` is closed as soon as it opens, before any byte of it is
 * read, so one client cannot hold the server's connections (each one with a request that arrives
 * slowly, up to `REQUEST_TIMEOUT`) and starve everyone else. Counted by the TCP peer: the client's
 * `X-Forwarded-For` is not known before a request arrives.
 */
export function capConnectionsPerAddress(server: Server, { max, exempt, onFull }: ConnectionCapOptions) {
  const open = new Map<string, number>();
  const full = new Set<string>();
  server.on("connection", (socket: Socket) => {
    const address = peerAddress(socket);
    if (address === undefined || exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!full.has(address)) {
        full.add(address);
        onFull?.(address);
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) full.delete(address);
    });
  });
}
