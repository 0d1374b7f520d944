import { Center, Loader } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import type { Role } from "../../shared/roles.ts";
import { useSession } from "../lib/session.ts";

export interface RequireRoleProps {
  /** Roles allowed to see the page (spec §6). */
  roles: readonly Role[];
  children: ReactNode;
  /** Shown instead of going to /login when there is no session (it then handles the redirect). */
  loggedOut?: ReactNode;
}

/**
 * Client-side guard of a staff page (spec §6): without a session it goes to /login, with a role
 * not in `roles` to /404, and shows a centred loader meanwhile. The server enforces the same rules
 * on every API call; this only spares the user a page that cannot load. Nothing is decided before
 * the component has mounted, because the session reads as null while prerendering and hydrating.
 * A page with its own logged-out behaviour (spec §6, student details) passes `loggedOut`.
 */
export function RequireRole({ roles, children, loggedOut }: RequireRoleProps) {
  const session = useSession();
  const mounted = useMounted();
  const navigate = useNavigate();
  const role = session?.claims.role;
  const allowed = role !== undefined && roles.includes(role);

  const showLoggedOut = role === undefined && loggedOut !== undefined;

  useEffect(() => {
    if (!mounted || allowed || showLoggedOut) return;
    navigate(role === undefined ? "/login" : "/404", { replace: true });
  }, [mounted, allowed, showLoggedOut, role, navigate]);

  if (mounted && showLoggedOut) return loggedOut;
  if (!mounted || !allowed) {
    return (
      <Center mih="50vh" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  return children;
}
