/**
 * A real SMTP server for the e-mail tests (`smtp-server`, never a mocked transport): plain (no
 * TLS, no login), on 127.0.0.1, keeping every message it accepts, parsed by `mailparser`.
 */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  server: SMTPServer;
  /** The port it listens on. */
  port: number;
  /** `smtp://127.0.0.1:<port>`, for the mailer. */
  url: string;
  /** Every message accepted, in order (the array given to `startTestSmtp`, if any). */
  received: ParsedMail[];
  /** Stops listening. */
  close: () => Promise<void>;
}

/**
 * Starts the server on `port` (0: any free one). Pass `received` to keep one list across a
 * restart on the same port.
 */
export async function startTestSmtp(
  options: { port?: number; received?: ParsedMail[] } = {},
): Promise<TestSmtp> {
  const received = options.received ?? [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const requested = options.port ?? 0;
  await new Promise<void>((resolve) => server.listen(requested, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : requested;
  return {
    server,
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
