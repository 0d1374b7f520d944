import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";

/**
 * Floating bottom-right button switching between light and dark (spec §1; dark by default). The
 * choice is kept in localStorage by the colour scheme manager set up in root.tsx. Both icons are
 * rendered and hidden by CSS per scheme, so the prerendered HTML never mismatches.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("dark", { getInitialValueInEffect: true });
  return (
    <Box pos="fixed" bottom={20} right={20} style={{ zIndex: 200 }}>
      <ActionIcon
        variant="default"
        size="xl"
        radius="xl"
        aria-label="Toggle color scheme"
        title="Toggle color scheme"
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
