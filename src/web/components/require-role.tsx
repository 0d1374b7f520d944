import { Box, Center, Loader } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { PAGE_POLICY, type PageKey } from "#shared/access/policy.ts";
import { clearSession, useSession } from "#web/lib/session.ts";
import { TOGGLE_CLEARANCE } from "./color-scheme-toggle.tsx";

export interface RequireRoleProps {
  /** The page's entry in the shared policy table: its roles and where refused users go (docs/product.md §6). */
  page: PageKey;
  children: ReactNode;
  /** Shown instead of going to /login when there is no session (it then handles the redirect). */
  loggedOut?: ReactNode;
}

/**
 * Client-side guard of a staff page (docs/product.md §6), read from `PAGE_POLICY`: without a session it goes
 * to /login; a role not allowed goes where the table says (/404 or /), first removing the token
 * where the table says so; a centred loader shows meanwhile. The server enforces the same rules
 * on every API call; this only spares the user a page that cannot load. Nothing is decided before
 * the component has mounted, because the session reads as null while prerendering and hydrating.
 * A page with its own logged-out behaviour (docs/product.md §6, student details) passes `loggedOut`. The
 * page keeps its end edge clear of the floating colour toggle (`TOGGLE_CLEARANCE`).
 */
export function RequireRole({ page, children, loggedOut }: RequireRoleProps) {
  const policy = PAGE_POLICY[page] as (typeof PAGE_POLICY)[PageKey] & { endsSession?: boolean };
  const roles: readonly string[] = policy.roles;
  const session = useSession();
  const mounted = useMounted();
  const navigate = useNavigate();
  const role = session?.claims.role;
  const allowed = role !== undefined && roles.includes(role);

  const showLoggedOut = role === undefined && loggedOut !== undefined;
  const redirected = useRef(false);

  useEffect(() => {
    if (!mounted || allowed || showLoggedOut) return;
    // One decision per visit: ending the session below must not turn "/404" into "/login".
    if (redirected.current) return;
    redirected.current = true;
    const leaving = navigate(role === undefined ? "/login" : policy.refused, { replace: true });
    // Only once the refused page is left, so the session watcher does not send the user to /login.
    if (role !== undefined && policy.endsSession) void Promise.resolve(leaving).then(clearSession);
  }, [mounted, allowed, showLoggedOut, role, navigate, policy]);

  if (mounted && showLoggedOut) return loggedOut;
  if (!mounted || !allowed) {
    return (
      <Center mih="50vh" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  return <Box pe={{ base: 0, sm: TOGGLE_CLEARANCE }}>{children}</Box>;
}
