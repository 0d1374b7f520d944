import { useLingui } from "@lingui/react";
import { Button, Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { canOpen } from "#shared/access/policy.ts";
import { STAGES } from "#shared/candidates/pipeline.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import type { Session } from "#web/lib/session.ts";
import { adminItems } from "./admin-items.ts";
import { expiryTime, isActive, type NavItem, navItems } from "./nav-items.ts";

export interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
  session: Session | null;
  pathname: string;
}

/**
 * The navbar on narrow screens: a drawer with the same items as the desktop bar, the five
 * regulator pages under HEALTH CARE EXAMS, and the session (username, expiry, Logout) or Login.
 * Loaded on the first tap of the burger, so phones download it only when they need it.
 */
export default function NavDrawer({ opened, onClose, onLogout, session, pathname }: NavDrawerProps) {
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  const { before, after, regulators, login } = navItems(session, _, locale);
  const examsActive = regulators.some((regulator) => isActive(pathname, regulator.to));
  // One drawer link for the plain items, the regulators and the stages; the stage links have never
  // carried aria-current, so `markCurrent` keeps them as they are.
  const link = ({ to, label, description }: NavItem, markCurrent = true) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      description={description}
      active={isActive(pathname, to)}
      aria-current={markCurrent && isActive(pathname, to) ? "page" : undefined}
      onClick={onClose}
    />
  );
  return (
    <Drawer
      id="site-navigation-drawer"
      opened={opened}
      onClose={onClose}
      title={_("nav.menu")}
      // The side of the burger: the end of the line (left in Arabic).
      position={locale === "ar" ? "left" : "right"}
      size="xs"
      closeButtonProps={{ "aria-label": _("nav.closeNavigation") }}
    >
      <Stack component="nav" aria-label={_("nav.main")} gap={0}>
        {before.map((item) => link(item))}
        <NavLink
          label={_("nav.healthCareExams")}
          defaultOpened={examsActive}
          active={examsActive}
          variant="subtle"
        >
          {regulators.map((regulator) => link(regulator))}
        </NavLink>
        {after.map((item) => [
          link(item),
          item.dashboard && canOpen("/stage/:stage", session?.claims.role) && (
            <NavLink key="stages" label={_("nav.stages")} variant="subtle">
              {STAGES.map((stage) => link({ to: stage.path, label: stage.title }, false))}
            </NavLink>
          ),
        ])}
      </Stack>
      <Divider my="md" />
      {session ? (
        <Stack gap="xs">
          <Text fw={700}>{session.claims.username.toUpperCase()}</Text>
          <Text size="sm" c="dimmed">
            {_("nav.sessionUntil", { time: expiryTime(session) })}
          </Text>
          {adminItems(session).map((item) => link(item))}
          <Button variant="light" color="red" onClick={onLogout}>
            {_("nav.logout")}
          </Button>
        </Stack>
      ) : (
        <Button component={Link} to={login} fullWidth onClick={onClose}>
          {_("nav.login")}
        </Button>
      )}
    </Drawer>
  );
}
