import { useLingui } from "@lingui/react";
import { Box, Burger, Button, Group, Text, UnstyledButton } from "@mantine/core";
import { useWindowScroll } from "@mantine/hooks";
import { IconUserCircle } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { DASHBOARD_ROLES } from "#shared/access/roles.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { LOGO_PATH, siteName, siteShortName } from "#web/brand.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { logout as endSession, getSession, useSession } from "#web/lib/session.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { expiryTime, isActive, type NavItem, navItems } from "./nav-items.ts";
import { NavPopover, navPopoverItemClass, navPopoverLabelClass } from "./nav-popover.tsx";

const NavDrawer = lazy(() => import("./nav-drawer.tsx"));
const loadStaffLinks = () => import("./staff-links.tsx");
const StaffLinks = lazy(loadStaffLinks);
// The one search (docs/product.md §12, decision 0026): staff only, so its own chunk.
const loadStaffSearch = () => import("./staff-search.tsx");
const StaffSearch = lazy(loadStaffSearch);
// A staff member's page needs the staff links at once: start loading them with the shell, not
// after the header's first render (the back office's load waterfall, decision 0021).
if (typeof window !== "undefined" && getSession()) {
  void loadStaffLinks();
  void loadStaffSearch();
}

/** Scroll distance after which the header turns solid (docs/product.md §9). */
const SCROLL_THRESHOLD_PX = 50;
/** Height of the header bar, px. */
export const HEADER_HEIGHT = 64;

/** The provider's logo file (decision 0013); decorative: the link around it is labelled. */
function LogoMark() {
  return <img src={LOGO_PATH} width={32} height={32} alt="" style={{ display: "block" }} />;
}

/**
 * The top navbar (docs/product.md §2 "Top navbar"): brand, HOME, HEALTH CARE EXAMS (the five regulator pages),
 * BOOK EXAM, and for staff REGISTER FOR EXAM, DASHBOARD and INQUIRIES, then ABOUT US; a user menu
 * with the upper-cased username, the token's expiry time and Logout, or a Login link, and the
 * language switch (decision 0011). It sticks to
 * the top and turns solid with a shadow once the window scrolls past 50 px (docs/product.md §9). On narrow
 * screens a burger opens a drawer that is loaded on first use.
 */
export function SiteHeader() {
  const session = useSession();
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [{ y }] = useWindowScroll();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const scrolled = y > SCROLL_THRESHOLD_PX;
  const { before, after, regulators, login } = navItems(session, _, locale);
  const examsActive = regulators.some((regulator) => isActive(pathname, regulator.to));
  const showStages = session !== null && (DASHBOARD_ROLES as readonly string[]).includes(session.claims.role);

  const closeDrawer = () => setDrawerOpened(false);
  const logout = () => {
    closeDrawer();
    endSession();
    navigate(login);
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

  return (
    <Box
      component="header"
      mod={{ scrolled }}
      style={{
        position: "sticky",
        top: 0,
        zIndex: 100,
        height: HEADER_HEIGHT,
        borderBottom: scrolled ? "1px solid transparent" : "1px solid var(--mantine-color-default-border)",
        backgroundColor: scrolled
          ? "var(--mantine-color-body)"
          : "color-mix(in srgb, var(--mantine-color-body) 85%, transparent)",
        backdropFilter: "blur(8px)",
        boxShadow: scrolled ? "var(--mantine-shadow-md)" : "none",
        transition: "background-color 200ms ease, box-shadow 200ms ease",
      }}
    >
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <UnstyledButton
          component={Link}
          to={localisedPath("/", locale)}
          aria-label={_("nav.homeLabel", { site: siteName(i18n) })}
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
            {siteShortName(i18n)}
          </Text>
        </UnstyledButton>

        <Group component="nav" aria-label={_("nav.main")} gap={4} wrap="nowrap" visibleFrom="lg">
          {before.map(desktopLink)}
          <NavPopover
            id="health-care-exams-menu"
            label={_("nav.healthCareExams")}
            panelLabel={_("nav.healthCareExamsPanel")}
            active={examsActive}
          >
            {regulators.map((regulator) => (
              <Link
                key={regulator.to}
                to={regulator.to}
                className={navPopoverItemClass}
                aria-current={isActive(pathname, regulator.to) ? "page" : undefined}
              >
                <Text span fw={700} size="xs" w={44} style={{ flexShrink: 0 }}>
                  {regulator.label}
                </Text>
                {regulator.description}
              </Link>
            ))}
          </NavPopover>
          {after.map((item) => [
            desktopLink(item),
            item.dashboard && showStages && session && (
              <Suspense key="stages" fallback={null}>
                <StaffLinks kind="stages" session={session} pathname={pathname} />
              </Suspense>
            ),
          ])}
        </Group>

        <Group gap="xs" wrap="nowrap">
          {session && (
            <Suspense fallback={null}>
              <StaffSearch session={session} />
            </Suspense>
          )}
          <LanguageSwitch />
          {session ? (
            <Box visibleFrom="lg">
              <NavPopover
                id="user-menu"
                label={session.claims.username.toUpperCase()}
                panelLabel={_("nav.session")}
                variant="default"
                alignEnd
                leftSection={<IconUserCircle size={18} stroke={2} aria-hidden="true" />}
              >
                <div className={navPopoverLabelClass}>
                  {_("nav.sessionUntil", { time: expiryTime(session) })}
                </div>
                <Suspense fallback={null}>
                  <StaffLinks kind="admin" session={session} pathname={pathname} />
                </Suspense>
                <button
                  type="button"
                  className={navPopoverItemClass}
                  style={{ color: "var(--mantine-color-error)" }}
                  onClick={logout}
                >
                  {_("nav.logout")}
                </button>
              </NavPopover>
            </Box>
          ) : (
            <Button component={Link} to={login} size="compact-md" visibleFrom="lg">
              {_("nav.login")}
            </Button>
          )}
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpened((opened) => !opened);
            }}
            hiddenFrom="lg"
            aria-label={drawerOpened ? _("nav.closeNavigation") : _("nav.openNavigation")}
            aria-expanded={drawerOpened}
            aria-controls="site-navigation-drawer"
          />
        </Group>
      </Group>

      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawerOpened}
            onClose={closeDrawer}
            onLogout={logout}
            session={session}
            pathname={pathname}
          />
        </Suspense>
      )}
    </Box>
  );
}
