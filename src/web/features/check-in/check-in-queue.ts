/**
 * Check-ins that survive a lost network (docs/product.md §11 "Check-in", decision 0025): each tap
 * on "Mark present" becomes an entry in `localStorage` with a key made on the device, then is sent
 * as `POST /api/sittings/{id}/check-ins` with that key as its `Idempotency-Key`. An entry leaves
 * the queue only once the server has answered (a check-in, or a refusal); without an answer it
 * stays and is sent again when the browser is back online (and every few seconds meanwhile). A
 * resend after a lost answer replays the first answer on the server, and the server records a
 * candidate's check-in once anyway, so none is lost and none is counted twice.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import {
  type CheckInRefusalBody,
  type CheckInResponse,
  checkInRefusalSchema,
  checkInResponseSchema,
} from "#shared/sittings/check-in.ts";
import { ApiError, api } from "#web/lib/api.ts";

const STORAGE_KEY = "exam-portal:check-in-queue";
const RETRY_MS = 5_000;

/** One check-in waiting to be sent. */
export interface QueuedCheckIn {
  /** Made on the device; the request's `Idempotency-Key`. */
  key: string;
  sittingId: number;
  /** The candidate as looked up on the device (shown while it waits). */
  studentId: number;
  fullName: string;
  body: { reference?: string; code?: string; at: string };
}

/** What the server said about a sent check-in. */
export type CheckInOutcome =
  | { kind: "done"; entry: QueuedCheckIn; answer: CheckInResponse }
  | { kind: "refused"; entry: QueuedCheckIn; refusal: CheckInRefusalBody | null; message: string };

function read(): QueuedCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedCheckIn[]) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let snapshot: QueuedCheckIn[] | null = null;

function write(entries: QueuedCheckIn[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  snapshot = entries;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same device sends or adds check-ins too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    snapshot = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const getSnapshot = () => {
  snapshot ??= read();
  return snapshot;
};
const EMPTY: QueuedCheckIn[] = [];

/** 128 random bits as hex (`getRandomValues` works outside a secure context too). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** Sends one entry: its outcome, or null when no answer came (it stays queued). */
async function send(entry: QueuedCheckIn): Promise<CheckInOutcome | null> {
  try {
    const { data } = await api<unknown>(`/api/sittings/${entry.sittingId}/check-ins`, {
      method: "POST",
      body: entry.body,
      headers: { "Idempotency-Key": entry.key },
      onDenied: "handle",
    });
    return { kind: "done", entry, answer: checkInResponseSchema.parse(data) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null;
    const refusal = checkInRefusalSchema.safeParse(error.body);
    return {
      kind: "refused",
      entry,
      refusal: refusal.success ? refusal.data : null,
      message: error.messageOr(`Request failed (${error.status}).`),
    };
  }
}

/**
 * The queue of one device: `queued` (all sittings), `enqueue(...)` (stored, then sent at once),
 * and `onOutcome`, called with each answer the server gives (a check-in or a refusal).
 */
export function useCheckInQueue(onOutcome: (outcome: CheckInOutcome) => void) {
  const queued = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;
  const sending = useRef(false);

  const flush = useCallback(async () => {
    // The browser knows it is offline: nothing to try until its "online" event.
    if (sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      for (const entry of read()) {
        const result = await send(entry);
        if (result === null) break; // Still no network: keep the rest in order for later.
        write(read().filter((e) => e.key !== entry.key));
        outcome.current(result);
      }
    } finally {
      sending.current = false;
    }
  }, []);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    const timer = window.setInterval(() => {
      if (read().length > 0 && navigator.onLine) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const enqueue = useCallback(
    (entry: Omit<QueuedCheckIn, "key">) => {
      write([...read(), { ...entry, key: randomKey() }]);
      void flush();
    },
    [flush],
  );

  return { queued, enqueue };
}
