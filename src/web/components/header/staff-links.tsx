import type { ReactNode } from "react";
import { Link } from "react-router";
import { STAGES } from "#shared/candidates/pipeline.ts";
import type { Session } from "#web/lib/session.ts";
import { adminItems } from "./admin-items.ts";
import { isActive } from "./nav-items.ts";
import { NavPopover, navPopoverItemClass } from "./nav-popover.tsx";

export interface StaffLinksProps {
  /** `stages`: the STAGES drop-down of the navbar; `admin`: the user menu's administration links. */
  kind: "stages" | "admin";
  session: Session;
  pathname: string;
}

/** A link of a staff drop-down, marked `aria-current="page"` when it is the current page. */
function StaffLink({ to, pathname, children }: { to: string; pathname: string; children: ReactNode }) {
  return (
    <Link to={to} className={navPopoverItemClass} aria-current={isActive(pathname, to) ? "page" : undefined}>
      {children}
    </Link>
  );
}

/**
 * The navbar's staff-only parts: the STAGES drop-down (admin, auditor; docs/product.md §2 "reached from a
 * Stages dropdown") and the administration links of the user menu. Loaded only once someone is
 * logged in, so the public pages never download them (docs/decisions/0005).
 */
export default function StaffLinks({ kind, session, pathname }: StaffLinksProps) {
  if (kind === "admin") {
    return adminItems(session).map((item) => (
      <StaffLink key={item.to} to={item.to} pathname={pathname}>
        {item.label}
      </StaffLink>
    ));
  }
  return (
    <NavPopover
      id="stages-menu"
      label="STAGES"
      panelLabel="Students by stage"
      active={/^\/(stage\/|board$)/i.test(pathname)}
    >
      {/* Every stage at once, as columns (decision 0030). */}
      <StaffLink to="/board" pathname={pathname}>
        Pipeline board
      </StaffLink>
      {STAGES.map((stage) => (
        <StaffLink key={stage.state} to={stage.path} pathname={pathname}>
          {stage.title}
        </StaffLink>
      ))}
    </NavPopover>
  );
}
