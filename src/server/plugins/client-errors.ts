import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** What the connection is told before it is closed, per Node's client error code. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: "The request took too long to arrive. Please send it again.",
  },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request headers are too large." },
};
const MALFORMED = { status: 400, message: "The request is not valid HTTP." };

/**
 * Fastify's `clientErrorHandler`: errors of a connection before a request can be routed, above all
 * a request that did not arrive whole within `REQUEST_TIMEOUT` (a slow body or slow headers: 408),
 * answered in the API's error shape `{success:false, message}` instead of Fastify's own, and the
 * connection closed. A connection the client already reset gets nothing.
 */
export function clientErrors(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, message } = ANSWERS[error.code ?? ""] ?? MALFORMED;
  this.log.debug({ code: error.code }, "client error");
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nCache-Control: no-store\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
