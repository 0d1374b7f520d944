import http from "node:http";

/**
 * A slow link in front of the test server, in the test's hands: a proxy that passes every answer
 * through unchanged except HTML pages, which it sends in pieces, cut after each `</header>` and
 * `</nav>` (the header's navbar and the footer's quick links end there) and after the footer's
 * start tag (an empty footer sits at the bottom of a short page). Each piece but the last
 * ends with a comment, `<!--piece:N-->`, that tells the page how far it has got (comments change no
 * layout, and React's hydration skips them), and the proxy sends the next piece only once the
 * test's `afterEachPiece` wait is over: once the browser has had its chance to paint what it has.
 * Answers are asked for uncompressed, so that the cuts fall where the HTML says.
 */
export async function slowHtmlProxy(target: string) {
  let next: (piece: number) => Promise<void> = async () => {};
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: new URL(target).host };
    delete headers["accept-encoding"];
    const upstream = http.request(
      new URL(request.url ?? "/", target),
      { method: request.method, headers },
      (answer) => {
        if (!String(answer.headers["content-type"] ?? "").startsWith("text/html")) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", async () => {
          const body = Buffer.concat(chunks);
          const { "content-length": _, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, rest);
          let sent = 0;
          for (const [piece, cut] of cutsOf(body).entries()) {
            response.write(Buffer.concat([body.subarray(sent, cut), Buffer.from(`<!--${PIECE}${piece}-->`)]));
            sent = cut;
            await next(piece);
          }
          response.end(body.subarray(sent));
        });
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** Sets what the proxy waits for after each piece of a page but the last. */
    afterEachPiece(wait: (piece: number) => Promise<void>) {
      next = wait;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text that starts the comment ending each piece but the last. */
export const PIECE = "piece:";

/** Byte offsets just after each `</header>`, `</nav>` and `<footer …>`. */
function cutsOf(body: Buffer): number[] {
  // latin1: one character per byte, so the indexes are byte offsets.
  return [...body.toString("latin1").matchAll(/<\/header>|<\/nav>|<footer\b[^>]*>/g)].map(
    (match) => match.index + match[0].length,
  );
}
