/**
 * The per-address connection cap (README "Slow clients") on a real TCP server: the proxies of
 * TRUST_PROXY are not capped (they carry every client's connections), other peers are.
 */
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { capConnectionsPerAddress, isTrustedProxy } from "#server/lib/connection-cap.ts";

describe("isTrustedProxy", () => {
  it("trusts nobody when TRUST_PROXY is off, every peer for a hop count", () => {
    expect(isTrustedProxy(false)("127.0.0.1")).toBe(false);
    expect(isTrustedProxy(1)("203.0.113.9")).toBe(true);
  });

  it("trusts the listed addresses, ranges and named ranges only", () => {
    const trusted = isTrustedProxy(["10.2.0.1", "192.168.0.0/16", "fd00::/8", "loopback"]);
    for (const address of ["10.2.0.1", "192.168.40.7", "fd12::1", "127.0.0.5", "::1"]) {
      expect(trusted(address), address).toBe(true);
    }
    for (const address of ["10.2.0.2", "192.169.0.1", "fe80::1", "203.0.113.9", "2001:db8::1"]) {
      expect(trusted(address), address).toBe(false);
    }
    expect(isTrustedProxy(["uniquelocal"])("172.20.1.1")).toBe(true);
    expect(isTrustedProxy(["linklocal"])("169.254.3.4")).toBe(true);
  });
});

describe("capConnectionsPerAddress", () => {
  const servers: net.Server[] = [];
  const clients: net.Socket[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
  });

  /** A server capped at 2 per address; how many of 5 connections from 127.0.0.2 it keeps open. */
  async function keptOf5(
    exempt: (address: string) => boolean,
    refusals: number,
  ): Promise<{ kept: number; full: string[] }> {
    const full: string[] = [];
    const server = net.createServer(() => {});
    servers.push(server);
    capConnectionsPerAddress(server, { max: 2, exempt, onFull: (address) => full.push(address) });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as net.AddressInfo;
    const closed: boolean[] = [];
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => {
        closed[i] = false;
        const client = net.connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });
        clients.push(client);
        client.on("error", () => {});
        client.on("close", () => {
          closed[i] = true;
        });
        return new Promise((r) => client.once("connect", r));
      }),
    );
    // The refused ones close at once; then a little more time for closes that should not come.
    for (let waited = 0; closed.filter(Boolean).length < refusals && waited < 5000; waited += 20) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 200));
    return { kept: closed.filter((c) => !c).length, full };
  }

  it("closes the connections of one address beyond the cap and warns once", async () => {
    expect(await keptOf5(isTrustedProxy(false), 3)).toEqual({ kept: 2, full: ["127.0.0.2"] });
  });

  it("does not cap a trusted proxy", async () => {
    expect(await keptOf5(isTrustedProxy(["loopback"]), 0)).toEqual({ kept: 5, full: [] });
  });
});
