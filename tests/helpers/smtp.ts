/**
 * A real SMTP server for the e-mail tests (`smtp-server`, never a mocked transport): plain (no
 * TLS, no login), on 127.0.0.1, keeping every message it accepts, parsed by `mailparser`. It can
 * be slow (`delayMs` per message) and notes when two connections held one message (by Message-ID)
 * at the same time.
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
  /**
   * Message-IDs that arrived whole on one connection while another connection still held the same
   * message (its answer pending, the client still connected): two senders at once.
   */
  overlaps: string[];
  /** Messages whose sender closed the connection before the answer (the server accepts them anyway). */
  abandoned: number;
  /** Resolves once no message waits for its answer (with `delayMs`). */
  idle: () => Promise<void>;
  /** Stops listening. */
  close: () => Promise<void>;
}

/**
 * Starts the server on `port` (0: any free one). Pass `received` to keep one list across a
 * restart on the same port. With `delayMs`, each message is answered (and kept) that long after
 * its connection was ready (or the previous answer on it; smtp-server first waits 100 ms for early
 * talkers), like a server that checks every message before accepting it; a message whose sender
 * hung up before the answer is still kept, as a real server that already had it would deliver it.
 */
export async function startTestSmtp(
  options: { port?: number; received?: ParsedMail[]; delayMs?: number } = {},
): Promise<TestSmtp> {
  const received = options.received ?? [];
  const delayMs = options.delayMs ?? 0;
  const overlaps: string[] = [];
  /** Message-ID → connections holding it now. */
  const holding = new Map<string, Set<string>>();
  /** Connection → the Message-ID it holds (data arrived, answer pending). */
  const heldBy = new Map<string, string>();
  const state = { abandoned: 0, pending: 0 };
  /** Connection → when its current message began (the connection opened, or the last answer). */
  const startedAt = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const letGo = (sessionId: string) => {
    const messageId = heldBy.get(sessionId);
    if (messageId === undefined) return;
    heldBy.delete(sessionId);
    holding.get(messageId)?.delete(sessionId);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 before the greeting: the server's time is its delay.
    disableReverseLookup: true,
    onConnect(session, callback) {
      startedAt.set(session.id, Date.now());
      callback();
    },
    onData(stream, session, callback) {
      const started = startedAt.get(session.id) ?? Date.now();
      simpleParser(stream).then(
        (mail) => {
          const messageId = mail.messageId ?? "";
          const holders = holding.get(messageId) ?? new Set<string>();
          if (holders.size > 0) overlaps.push(messageId);
          holders.add(session.id);
          holding.set(messageId, holders);
          heldBy.set(session.id, messageId);
          state.pending++;
          setTimeout(
            () => {
              if (heldBy.has(session.id)) startedAt.set(session.id, Date.now());
              else state.abandoned++;
              letGo(session.id);
              received.push(mail);
              callback();
              if (--state.pending === 0) for (const wake of waiters.splice(0)) wake();
            },
            Math.max(0, delayMs - (Date.now() - started)),
          );
        },
        (error: Error) => callback(error),
      );
    },
    onClose(session) {
      letGo(session.id);
      startedAt.delete(session.id);
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
    overlaps,
    get abandoned() {
      return state.abandoned;
    },
    idle: () =>
      state.pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
