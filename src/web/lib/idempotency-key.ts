import { useRef } from "react";

/** 128 random bits as hex: `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/**
 * The `Idempotency-Key` of a form's submission (decision 0019): one key per submission attempt.
 * `headersFor(body)` gives the same key again for the same body until `settle()` (after a success),
 * so a retry after a lost answer, a second click or an automatic retry replays the first answer
 * instead of meeting a 409 duplicate; a changed body (the user corrected something) gets a new key.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return {
    headersFor(body: unknown): Record<string, string> {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: randomKey() };
      return { "Idempotency-Key": attempt.current.key };
    },
    settle() {
      attempt.current = null;
    },
  };
}

/** Retry a write up to twice when no answer came (status 0); safe with an `Idempotency-Key`. */
export const retryWhenNoAnswer = (failures: number, error: unknown) =>
  failures < 2 && (error as { status?: number }).status === 0;
