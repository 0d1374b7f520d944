/**
 * The staff session in the browser: the JWT kept in localStorage (docs/product.md §9) and its decoded claims.
 * The session ends when the token expires, when the server refuses it (any 401/403, docs/product.md §4) or on
 * logout; every tab and component sees the change at once.
 */
import { useSyncExternalStore } from "react";
import { parseTokenClaims, type TokenClaims } from "#shared/access/token-claims.ts";

/** localStorage key of the token. */
export const TOKEN_KEY = "token";

export interface Session {
  token: string;
  claims: TokenClaims;
}

const listeners = new Set<() => void>();
let cached: { token: string | null; session: Session | null } = { token: null, session: null };
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function decode(token: string): TokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    return parseTokenClaims(JSON.parse(json));
  } catch {
    return null;
  }
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The current session, or null when there is no token, it is malformed or it has expired. */
export function getSession(): Session | null {
  if (typeof window === "undefined") return null;
  const token = readToken();
  if (token === cached.token) {
    if (cached.session && cached.session.claims.exp * 1000 <= Date.now()) {
      clearSession();
      return null;
    }
    return cached.session;
  }
  const claims = token ? decode(token) : null;
  const session = token && claims && claims.exp * 1000 > Date.now() ? { token, claims } : null;
  if (token && !session) window.localStorage.removeItem(TOKEN_KEY);
  cached = { token: session ? token : null, session };
  scheduleExpiry(session);
  return session;
}

function scheduleExpiry(session: Session | null) {
  clearTimeout(expiryTimer);
  if (!session) return;
  // setTimeout overflows past ~24.8 days; tokens live hours, but stay safe.
  const ms = Math.min(session.claims.exp * 1000 - Date.now(), 2 ** 31 - 1);
  expiryTimer = setTimeout(() => {
    clearSession();
  }, ms);
}

/** Stores a token received from `POST /api/login`. Returns false when it cannot be decoded. */
export function startSession(token: string): boolean {
  if (!decode(token)) return false;
  window.localStorage.setItem(TOKEN_KEY, token);
  getSession();
  notify();
  return true;
}

/** Ends the session (logout, expiry, or a 401/403 from the server). */
export function clearSession() {
  if (typeof window === "undefined") return;
  window.localStorage.removeItem(TOKEN_KEY);
  clearTimeout(expiryTimer);
  cached = { token: null, session: null };
  notify();
}

/**
 * Logs out: ends the token on the server (`POST /api/logout`, decision 0008) and the session in every
 * tab at once. The request is `keepalive` so it completes while the page navigates away; a failure
 * (offline, token already ended) changes nothing for the user, who is logged out either way.
 */
export function logout() {
  const session = getSession();
  clearSession();
  if (!session) return;
  fetch("/api/logout", {
    method: "POST",
    headers: { authorization: `Bearer ${session.token}` },
    keepalive: true,
  }).catch(() => {});
}

/** How often subscribers re-read the stored token (docs/product.md §9: the navbar re-reads it every 1 s). */
export const TOKEN_REREAD_MS = 1000;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  // Catches changes no event reports (e.g. the token removed by hand in this tab); React re-renders
  // only when the session actually changed.
  const timer = setInterval(listener, TOKEN_REREAD_MS);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    clearInterval(timer);
  };
}

/**
 * The current session, re-rendering on login, logout and expiry. Null while prerendering and
 * during hydration, so the prerendered HTML (always logged out) hydrates without mismatch.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
