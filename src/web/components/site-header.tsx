import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure, useWindowScroll } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "react-router";
import { REGULATORS } from "../../shared/reference/regulators.ts";
import { dashboardPath } from "../lib/dashboard-path.ts";
import { clearSession, type Session, useSession } from "../lib/session.ts";

/** Scroll distance after which the header turns solid (spec §9). */
const SCROLL_THRESHOLD_PX = 50;

interface NavItem {
  label: string;
  to: string;
}

function LogoMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M9 16.5l4.5 4.5L23 11.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "18:42" in the visitor's locale, from the token's `exp` (seconds). */
function expiryTime(session: Session): string {
  return new Date(session.claims.exp * 1000).toLocaleTimeString(undefined, {
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** The navbar's plain links in display order; HEALTH CARE EXAMS is a menu placed after HOME. */
function navItems(session: Session | null): { before: NavItem[]; after: NavItem[] } {
  const dashboard = session ? dashboardPath(session.claims) : null;
  const after: NavItem[] = [{ label: "BOOK EXAM", to: "/Contact-us" }];
  if (session) after.push({ label: "REGISTER FOR EXAM", to: "/register" });
  if (dashboard) after.push({ label: "DASHBOARD", to: dashboard });
  if (session) after.push({ label: "INQUIRIES", to: "/inquiries" });
  after.push({ label: "ABOUT US", to: "/about" });
  return { before: [{ label: "HOME", to: "/" }], after };
}

function isActive(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return target === "/" ? path === "/" : path === target || path.startsWith(`${target}/`);
}

/**
 * The top navbar (spec §2 "Top navbar"): brand, HOME, HEALTH CARE EXAMS (the five regulator pages),
 * BOOK EXAM, and for staff REGISTER FOR EXAM, DASHBOARD and INQUIRIES, then ABOUT US; a user menu
 * with the upper-cased username, the token's expiry time and Logout, or a Login link. It turns
 * solid with a shadow once the window scrolls past 50 px (spec §9) and collapses into a burger
 * and drawer on narrow screens.
 */
export function SiteHeader() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [{ y }] = useWindowScroll();
  const [drawerOpened, drawer] = useDisclosure(false);
  const scrolled = y > SCROLL_THRESHOLD_PX;
  const { before, after } = navItems(session);
  const examsActive = REGULATORS.some((regulator) => isActive(pathname, regulator.path));

  const logout = () => {
    drawer.close();
    clearSession();
    navigate("/login");
  };

  const desktopLink = (item: NavItem) => {
    const active = isActive(pathname, item.to);
    return (
      <Button
        key={item.to}
        component={Link}
        to={item.to}
        variant={active ? "light" : "subtle"}
        color={active ? undefined : "gray"}
        size="compact-sm"
        fw={600}
        aria-current={active ? "page" : undefined}
      >
        {item.label}
      </Button>
    );
  };

  const drawerLink = (item: NavItem) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={item.label}
      active={isActive(pathname, item.to)}
      aria-current={isActive(pathname, item.to) ? "page" : undefined}
      onClick={drawer.close}
    />
  );

  return (
    <AppShell.Header
      withBorder={!scrolled}
      mod={{ scrolled }}
      style={{
        backgroundColor: scrolled
          ? "var(--mantine-color-body)"
          : "color-mix(in srgb, var(--mantine-color-body) 80%, transparent)",
        backdropFilter: "blur(8px)",
        boxShadow: scrolled ? "var(--mantine-shadow-md)" : "none",
        transition: "background-color 200ms ease, box-shadow 200ms ease",
      }}
    >
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <UnstyledButton
          component={Link}
          to="/"
          aria-label="Exam Registration Portal, home"
          style={{ display: "flex", alignItems: "center", gap: 10 }}
        >
          <LogoMark />
          {/* Hidden where the full desktop navbar is tightest (lg to xl). */}
          <Text
            fw={800}
            size="lg"
            display={{ base: "none", xs: "block", lg: "none", xl: "block" }}
            style={{ whiteSpace: "nowrap" }}
          >
            Exam Portal
          </Text>
        </UnstyledButton>

        <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="lg">
          {before.map(desktopLink)}
          <Menu trigger="click-hover" menuItemTabIndex={0} position="bottom-start" shadow="md" width={320}>
            <Menu.Target>
              <Button
                variant={examsActive ? "light" : "subtle"}
                color={examsActive ? undefined : "gray"}
                size="compact-sm"
                fw={600}
                rightSection={<IconChevronDown size={14} stroke={2.5} aria-hidden="true" />}
              >
                HEALTH CARE EXAMS
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {REGULATORS.map((regulator) => (
                <Menu.Item
                  key={regulator.code}
                  component={Link}
                  to={regulator.path}
                  aria-current={isActive(pathname, regulator.path) ? "page" : undefined}
                  leftSection={
                    <Text span fw={700} size="xs" w={44}>
                      {regulator.code}
                    </Text>
                  }
                >
                  {regulator.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {after.map(desktopLink)}
        </Group>

        <Group gap="xs" wrap="nowrap">
          {session ? (
            <Box visibleFrom="lg">
              <Menu position="bottom-end" shadow="md" width={220}>
                <Menu.Target>
                  <Button
                    variant="default"
                    size="compact-md"
                    leftSection={
                      <Avatar size={22} radius="xl" color="teal">
                        {session.claims.username.slice(0, 1).toUpperCase()}
                      </Avatar>
                    }
                    rightSection={<IconChevronDown size={14} stroke={2.5} aria-hidden="true" />}
                  >
                    {session.claims.username.toUpperCase()}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>Session until {expiryTime(session)}</Menu.Label>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={logout}>
                    Logout
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Box>
          ) : (
            <Button component={Link} to="/login" size="compact-md" visibleFrom="lg">
              Login
            </Button>
          )}
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="lg"
            aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
            aria-expanded={drawerOpened}
            aria-controls="site-navigation-drawer"
          />
        </Group>
      </Group>

      <Drawer
        id="site-navigation-drawer"
        opened={drawerOpened}
        onClose={drawer.close}
        title="Menu"
        position="right"
        size="xs"
        hiddenFrom="lg"
        closeButtonProps={{ "aria-label": "Close navigation" }}
      >
        <Stack component="nav" aria-label="Main" gap={0}>
          {before.map(drawerLink)}
          <NavLink
            label="HEALTH CARE EXAMS"
            defaultOpened={examsActive}
            active={examsActive}
            variant="subtle"
          >
            {REGULATORS.map((regulator) => (
              <NavLink
                key={regulator.code}
                component={Link}
                to={regulator.path}
                label={regulator.code}
                description={regulator.name}
                active={isActive(pathname, regulator.path)}
                aria-current={isActive(pathname, regulator.path) ? "page" : undefined}
                onClick={drawer.close}
              />
            ))}
          </NavLink>
          {after.map(drawerLink)}
        </Stack>
        <Divider my="md" />
        {session ? (
          <Stack gap="xs">
            <Text fw={700}>{session.claims.username.toUpperCase()}</Text>
            <Text size="sm" c="dimmed">
              Session until {expiryTime(session)}
            </Text>
            <Button variant="light" color="red" onClick={logout}>
              Logout
            </Button>
          </Stack>
        ) : (
          <Button component={Link} to="/login" fullWidth onClick={drawer.close}>
            Login
          </Button>
        )}
      </Drawer>
    </AppShell.Header>
  );
}
