import { Box, Container, Flex, NavLink, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { canOpen, type PageKey } from "#shared/access/policy.ts";
import { STAGES, stageFromSegment } from "#shared/candidates/pipeline.ts";
import { useSession } from "#web/lib/session.ts";

/** Links of the back office's side menu: dashboard, invoices, then the eight stage lists (docs/product.md §2). */
export const BACK_OFFICE_LINKS: readonly { label: string; to: string }[] = [
  { label: "Dashboard", to: "/Admin" },
  { label: "All invoices", to: "/View/invoices" },
];

/** Links of the menu shown only to the roles that may open their page, after `BACK_OFFICE_LINKS`. */
const PAGE_LINKS: readonly { page: PageKey; label: string; withSubpages?: boolean }[] = [
  // Sittings (docs/product.md §10); a sitting's page marks it too.
  { page: "/sittings", label: "Sittings", withSubpages: true },
  // Exam-day check-in (docs/product.md §11 "Check-in").
  { page: "/check-in", label: "Check-in" },
  // Candidate import (decision 0032).
  { page: "/import", label: "Import" },
  // The pipeline board (docs/product.md §12 "Staff at speed", decision 0030).
  { page: "/board", label: "Pipeline board" },
  // The catalogue (docs/product.md §13 "The catalogue").
  { page: "/catalogue", label: "Catalogue" },
  // Possible duplicate persons (docs/product.md §12 "Duplicates and merge").
  { page: "/duplicates", label: "Possible duplicates" },
];

/** The stage a `/stage/...` pathname shows, in any of its spellings, else undefined. */
function currentStage(pathname: string) {
  const match = /^\/stage\/([^/]+)/i.exec(pathname);
  return match ? stageFromSegment(decodeURIComponent(match[1]!)) : undefined;
}

/** A link of the side menu; the current page's is marked, for the eye and for screen readers. */
function MenuLink({ to, label, current }: { to: string; label: string; current: boolean }) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      active={current}
      aria-current={current ? "page" : undefined}
    />
  );
}

/**
 * The side menu of the staff screens (docs/product.md §2: dashboard "sidebar", stage lists "side menu"):
 * dashboard, all invoices, sittings (for the roles that may open them) and every stage list, the
 * current one marked.
 */
export function BackOfficeNav() {
  const { pathname } = useLocation();
  const stage = currentStage(pathname);
  const path = pathname.toLowerCase();
  const role = useSession()?.claims.role;
  return (
    <Paper withBorder p="xs" component="nav" aria-label="Back office">
      {BACK_OFFICE_LINKS.map((link) => (
        <MenuLink key={link.to} to={link.to} label={link.label} current={path === link.to.toLowerCase()} />
      ))}
      {PAGE_LINKS.filter((link) => canOpen(link.page, role)).map(({ page, label, withSubpages }) => (
        <MenuLink
          key={page}
          to={page}
          label={label}
          current={path === page || (withSubpages === true && path.startsWith(`${page}/`))}
        />
      ))}
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="sm" mb={4}>
        Stages
      </Text>
      {STAGES.map((s) => (
        <MenuLink key={s.state} to={s.path} label={s.title} current={stage?.state === s.state} />
      ))}
    </Paper>
  );
}

/** A staff screen: the side menu (from medium width) beside the page's content. */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  return (
    // The end padding stays "md": the page around it leaves room for the floating colour toggle.
    <Container fluid maw={1800} ps={{ base: "md", md: "xl" }} pe="md" py="xl">
      <Flex gap="xl" align="flex-start">
        <Box w={240} visibleFrom="md" style={{ flexShrink: 0, position: "sticky", top: 80 }}>
          <BackOfficeNav />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Flex>
    </Container>
  );
}
