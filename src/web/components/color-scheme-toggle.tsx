import { useLingui } from "@lingui/react";
import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";

/**
 * Floating bottom-end button switching between light and dark (spec §1; dark by default). The
 * choice is kept in localStorage by the colour scheme manager set up in root.tsx. Both icons are
 * rendered and hidden by CSS per scheme, so the prerendered HTML never mismatches.
 */
export function ColorSchemeToggle() {
  const { _ } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("dark", { getInitialValueInEffect: true });
  return (
    // At the end of the line: bottom right, bottom left in Arabic (a logical inset).
    <Box pos="fixed" bottom={20} style={{ insetInlineEnd: 20, zIndex: 200 }}>
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
