import { Link } from "react-router";
import { STAGES } from "../../../shared/stages.ts";
import type { Session } from "../../lib/session.ts";
import { adminItems } from "./admin-items.ts";
import { isActive } from "./nav-items.ts";
import { NavPopover, navPopoverItemClass } from "./nav-popover.tsx";

export interface StaffLinksProps {
  /** `stages`: the STAGES drop-down of the navbar; `admin`: the user menu's administration links. */
  kind: "stages" | "admin";
  session: Session;
  pathname: string;
}

/**
 * The navbar's staff-only parts: the STAGES drop-down (admin, auditor; spec §2 "reached from a
 * Stages dropdown") and the administration links of the user menu. Loaded only once someone is
 * logged in, so the public pages never download them (docs/decisions/0005).
 */
export default function StaffLinks({ kind, session, pathname }: StaffLinksProps) {
  if (kind === "admin") {
    return adminItems(session).map((item) => (
      <Link
        key={item.to}
        to={item.to}
        className={navPopoverItemClass}
        aria-current={isActive(pathname, item.to) ? "page" : undefined}
      >
        {item.label}
      </Link>
    ));
  }
  return (
    <NavPopover
      id="stages-menu"
      label="STAGES"
      panelLabel="Students by stage"
      active={/^\/stage\//i.test(pathname)}
    >
      {STAGES.map((stage) => (
        <Link
          key={stage.state}
          to={stage.path}
          className={navPopoverItemClass}
          aria-current={isActive(pathname, stage.path) ? "page" : undefined}
        >
          {stage.title}
        </Link>
      ))}
    </NavPopover>
  );
}
