import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { api, setSessionLostHandler } from "#web/lib/api.ts";
import { useSession } from "#web/lib/session.ts";

/** How often the token is re-checked with the server (docs/product.md §9). */
const VERIFY_INTERVAL_MS = 10_000;

/**
 * Pages that need a staff session (docs/product.md §2 "Staff screens", plus the guarded registration wizard),
 * as lower-case path prefixes: losing the session on one of them sends the user to /login.
 */
const STAFF_PREFIXES = [
  "/admin",
  "/students/",
  "/create-invoice/",
  "/view/",
  "/stage/",
  "/users",
  "/registeruser",
  "/inquiries",
  "/announcements",
  "/createannouncement",
  "/register-test-center",
  "/view-test-center",
  "/test-center/",
  "/register",
];

/**
 * Staff pages that announce a lost session themselves before going to /login (docs/product.md §8: the
 * inquiries page shows 'Your session has expired...').
 */
const SELF_HANDLED = ["/inquiries"];

function isStaffPage(pathname: string): boolean {
  if (SELF_HANDLED.includes(pathname.toLowerCase())) return false;
  const path = pathname.toLowerCase();
  return STAFF_PREFIXES.some((prefix) =>
    prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/**
 * Keeps the browser session honest (docs/product.md §4 "Session", §8 "Session", §9); renders nothing.
 * After any 401/403 from the API it goes to /login; while logged in it polls `POST /api/verifyToken`
 * every 10 s so a revoked or expired token ends the session; and when the session ends (expiry,
 * logout in another tab) while a staff page is open, it goes to /login.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const session = useSession();
  const token = session?.token ?? null;
  const hadSession = useRef(false);

  useEffect(() => {
    setSessionLostHandler(() => {
      navigate("/login", { replace: true });
    });
    return () =>
      setSessionLostHandler(() => {
        window.location.assign("/login");
      });
  }, [navigate]);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const verify = () => {
      // A 401/403 ends the session inside api() and calls the handler above; other failures
      // (network, 5xx) leave the session alone until the next check.
      api("/api/verifyToken", { method: "POST", signal: controller.signal }).catch(() => {});
    };
    verify();
    const timer = setInterval(verify, VERIFY_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [token]);

  useEffect(() => {
    if (token) {
      hadSession.current = true;
      return;
    }
    if (hadSession.current) {
      hadSession.current = false;
      // The address bar, not this render's location: a guard that ends the session after leaving a
      // refused page (docs/product.md §6, messages screens) has already moved to /404.
      if (isStaffPage(window.location.pathname)) navigate("/login", { replace: true });
    }
  }, [token, navigate]);

  return null;
}
