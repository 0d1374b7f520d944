import {
  ActionIcon,
  Affix,
  Box,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from "@mantine/core";

function SunIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </svg>
  );
}

/**
 * Floating bottom-right button switching between light and dark (spec §1; dark by default). The
 * choice is kept in localStorage by the colour scheme manager set up in root.tsx. Both icons are
 * rendered and hidden by CSS per scheme, so the prerendered HTML never mismatches.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("dark", { getInitialValueInEffect: true });
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Tooltip label="Toggle color scheme" position="left" withArrow>
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          aria-label="Toggle color scheme"
          onClick={() => setColorScheme(computed === "dark" ? "light" : "dark")}
          style={{ boxShadow: "var(--mantine-shadow-md)" }}
        >
          <Box component="span" lightHidden lh={0}>
            <SunIcon />
          </Box>
          <Box component="span" darkHidden lh={0}>
            <MoonIcon />
          </Box>
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
