/**
 * Slow clients against the real server process (README "Slow clients"): a request whose body (or
 * headers) trickles in is cut with a 408 once REQUEST_TIMEOUT has passed, and one address holding
 * 200 slow connections gets MAX_CONNECTIONS_PER_ADDRESS of them while a normal client from another
 * address still registers. Loopback only: the slow clients connect from 127.0.0.2 and 127.0.0.3
 * (all of 127.0.0.0/8 is this machine on Linux), the normal one from 127.0.0.1.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRegistration } from "#server/setup/factories.ts";
import { firstTestCenterId } from "#tests/helpers/server-load.ts";
import { type StartedServer, startServer } from "#tests/helpers/server-process.ts";

const REQUEST_TIMEOUT_SECONDS = 4;
const CAP = 50;
/** Generous bound on any wait below: the test waits for events, it does not time them. */
const BOUND_MS = 20_000;

/** How a slow connection ended: what the server sent before closing it. */
interface Ending {
  data: string;
  error?: string;
}

/** A connection that sends its request one byte every 500 ms (at most 120 bytes) until closed. */
interface SlowConnection {
  readonly open: boolean;
  /** Resolves when the server closed the connection (or rejects after `BOUND_MS`). */
  ended: Promise<Ending>;
  destroy(): void;
}

const sockets: net.Socket[] = [];

/**
 * Opens a connection from `localAddress` and starts a request: `head` is sent at once, then the
 * rest one byte at a time. Resolves once connected (or closed, when the server refused it).
 */
function openSlow(port: number, localAddress: string, head: string): Promise<SlowConnection> {
  return new Promise((resolveOpened) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    sockets.push(socket);
    let data = "";
    let error: string | undefined;
    let open = true;
    let trickle: NodeJS.Timeout | undefined;
    socket.on("data", (chunk) => {
      data += chunk.toString();
    });
    socket.on("error", (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    const ended = new Promise<Ending>((resolve, reject) => {
      const bound = setTimeout(() => reject(new Error(`still open after ${BOUND_MS} ms`)), BOUND_MS);
      socket.once("close", () => {
        open = false;
        clearTimeout(bound);
        clearInterval(trickle);
        resolve({ data, error });
      });
    });
    ended.catch(() => {});
    const connection: SlowConnection = {
      get open() {
        return open;
      },
      ended,
      destroy: () => socket.destroy(),
    };
    socket.once("connect", () => {
      socket.write(head);
      let sent = 0;
      trickle = setInterval(() => {
        if (sent++ < 120 && socket.writable) socket.write(" ");
        else clearInterval(trickle);
      }, 500);
      resolveOpened(connection);
    });
    socket.once("close", () => resolveOpened(connection));
  });
}

/** The start of a registration whose 2000-byte body will take 1000 s to arrive. */
const slowBody = (port: number) =>
  `POST /api/FormRegister HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{`;
/** Request headers that never end. */
const slowHeaders = (port: number) => `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `;

/** The status and JSON body of the answer a connection received. */
function answerOf(ending: Ending): { status: number; body: unknown } {
  const [head = "", body = ""] = ending.data.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body: body ? JSON.parse(body) : null };
}

describe("slow clients", () => {
  let server: StartedServer;
  let port = 0;
  let center = 0;
  let n = 70_000;
  const register = async () => {
    n += 1;
    const response = await fetch(`${server.base}/api/FormRegister`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(buildRegistration(n, { test_center: center })),
    });
    return response.status;
  };

  beforeAll(async () => {
    server = await startServer(0, {
      DATA_DIR: "memory",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      BACKUP_INTERVAL: "off",
      REQUEST_TIMEOUT: String(REQUEST_TIMEOUT_SECONDS),
      MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
    });
    port = Number(new URL(server.base).port);
    center = await firstTestCenterId(server.base);
  }, 150_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.stop();
  });

  it("cuts a body or headers sent a byte at a time with 408 in the API's shape", async () => {
    const body = await openSlow(port, "127.0.0.3", slowBody(port));
    const headers = await openSlow(port, "127.0.0.3", slowHeaders(port));
    for (const connection of [body, headers]) {
      const answer = answerOf(await connection.ended);
      expect(answer.status).toBe(408);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
  }, 60_000);

  it("holds 50 of 200 slow connections from one address and registers a normal client meanwhile", async () => {
    expect(await register()).toBe(201);

    const slow = await Promise.all(
      Array.from({ length: 200 }, () => openSlow(port, "127.0.0.2", slowBody(port))),
    );
    // The 150 over the cap are closed at once, without a byte of answer.
    const refused: Ending[] = [];
    for (const connection of slow) {
      connection.ended.then(
        (ending) => {
          if (ending.data === "") refused.push(ending);
        },
        () => {},
      );
    }
    for (let waited = 0; refused.length < 200 - CAP && waited < BOUND_MS; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused).toHaveLength(200 - CAP);

    // While the 50 are still open, another client registers.
    expect(await register()).toBe(201);
    expect(slow.filter((connection) => connection.open)).toHaveLength(CAP);

    // The 50 are cut by REQUEST_TIMEOUT with a 408 each.
    const endings = await Promise.all(slow.map((connection) => connection.ended));
    const cut = endings.filter((ending) => ending.data !== "").map((ending) => answerOf(ending).status);
    expect(cut).toEqual(Array(CAP).fill(408));
    // One warning for the address, not one per refused connection.
    expect(server.output().match(/MAX_CONNECTIONS_PER_ADDRESS reached/g)).toHaveLength(1);
  }, 60_000);
});
