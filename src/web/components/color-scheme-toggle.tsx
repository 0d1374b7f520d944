import { useLingui } from "@lingui/react";
import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";

/** The toggle's distance from the window's bottom and end edges, px. */
const TOGGLE_INSET = 20;
/** The toggle's size, px (ActionIcon `xl`). */
const TOGGLE_SIZE = 44;

/**
 * What a staff page leaves free at its end edge from Mantine's `sm` breakpoint up (px), so that
 * the floating toggle covers none of its controls (it covered the dashboard's Details buttons at
 * 1366×768): the toggle's size and inset and an 8 px gap, less the 16 px the page's own
 * container padding keeps there.
 */
export const TOGGLE_CLEARANCE = TOGGLE_INSET + TOGGLE_SIZE + 8 - 16;

/**
 * Floating bottom-end button switching between light and dark (docs/product.md §1; dark by default). The
 * choice is kept in localStorage by the colour scheme manager set up in root.tsx. Both icons are
 * rendered and hidden by CSS per scheme, so the prerendered HTML never mismatches.
 */
export function ColorSchemeToggle() {
  const { _ } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("dark", { getInitialValueInEffect: true });
  return (
    // At the end of the line: bottom right, bottom left in Arabic (a logical inset).
    <Box pos="fixed" bottom={TOGGLE_INSET} style={{ insetInlineEnd: TOGGLE_INSET, zIndex: 200 }}>
      <ActionIcon
        variant="default"
        size="xl"
        radius="xl"
        aria-label={_("colorScheme.toggle")}
        title={_("colorScheme.toggle")}
        onClick={() => setColorScheme(computed === "dark" ? "light" : "dark")}
        style={{ boxShadow: "var(--mantine-shadow-md)" }}
      >
        <Box component="span" lightHidden lh={0}>
          <IconSun size={22} stroke={2} aria-hidden="true" />
        </Box>
        <Box component="span" darkHidden lh={0}>
          <IconMoon size={22} stroke={2} aria-hidden="true" />
        </Box>
      </ActionIcon>
    </Box>
  );
}
