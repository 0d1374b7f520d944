import { canOpen, type PageKey } from "#shared/access/policy.ts";
import type { Session } from "#web/lib/session.ts";
import type { NavItem } from "./nav-items.ts";

/** Administration links of the user menu, by role (the spec's navbar has no place for them). */
export function adminItems(session: Session | null): NavItem[] {
  if (!session) return [];
  const { role } = session.claims;
  const items: [string, string, PageKey][] = [
    ["Users", "/users", "/users"],
    ["Register user", "/registeruser", "/registeruser"],
    ["Test centers", "/View-test-center", "/View-test-center"],
    ["Messages", "/announcements", "/announcements"],
    ["Send message", "/CreateAnnouncement", "/CreateAnnouncement"],
    ["E-mail", "/email", "/email"],
    ["Trash", "/trash", "/trash"],
    // docs/product.md §13 "The catalogue": admins edit it, auditors read it.
    ["Catalogue", "/catalogue", "/catalogue"],
  ];
  return items.filter(([, , page]) => canOpen(page, role)).map(([label, to]) => ({ label, to }));
}
