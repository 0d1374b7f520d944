import { Button, Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { canOpen } from "../../../shared/policy.ts";
import { REGULATOR_LINKS } from "../../../shared/reference/regulator-links.ts";
import { STAGES } from "../../../shared/stages.ts";
import type { Session } from "../../lib/session.ts";
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
  const { before, after } = navItems(session);
  const examsActive = REGULATOR_LINKS.some((regulator) => isActive(pathname, regulator.path));
  const link = (item: NavItem) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={item.label}
      active={isActive(pathname, item.to)}
      aria-current={isActive(pathname, item.to) ? "page" : undefined}
      onClick={onClose}
    />
  );
  return (
    <Drawer
      id="site-navigation-drawer"
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      closeButtonProps={{ "aria-label": "Close navigation" }}
    >
      <Stack component="nav" aria-label="Main" gap={0}>
        {before.map(link)}
        <NavLink label="HEALTH CARE EXAMS" defaultOpened={examsActive} active={examsActive} variant="subtle">
          {REGULATOR_LINKS.map((regulator) => (
            <NavLink
              key={regulator.code}
              component={Link}
              to={regulator.path}
              label={regulator.code}
              description={regulator.name}
              active={isActive(pathname, regulator.path)}
              aria-current={isActive(pathname, regulator.path) ? "page" : undefined}
              onClick={onClose}
            />
          ))}
        </NavLink>
        {after.map((item) => [
          link(item),
          item.label === "DASHBOARD" && canOpen("/stage/:stage", session?.claims.role) && (
            <NavLink key="stages" label="STAGES" variant="subtle">
              {STAGES.map((stage) => (
                <NavLink
                  key={stage.state}
                  component={Link}
                  to={stage.path}
                  label={stage.title}
                  active={isActive(pathname, stage.path)}
                  onClick={onClose}
                />
              ))}
            </NavLink>
          ),
        ])}
      </Stack>
      <Divider my="md" />
      {session ? (
        <Stack gap="xs">
          <Text fw={700}>{session.claims.username.toUpperCase()}</Text>
          <Text size="sm" c="dimmed">
            Session until {expiryTime(session)}
          </Text>
          {adminItems(session).map(link)}
          <Button variant="light" color="red" onClick={onLogout}>
            Logout
          </Button>
        </Stack>
      ) : (
        <Button component={Link} to="/login" fullWidth onClick={onClose}>
          Login
        </Button>
      )}
    </Drawer>
  );
}
