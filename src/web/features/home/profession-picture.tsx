import { Box, Center } from "@mantine/core";

/**
 * The gallery picture of a profession: its Health Icons icon (`public/images/gallery/<id>.svg`,
 * written by `scripts/health-icons.ts`) as a CSS mask filled with the brand colour, so it follows
 * `BRAND_COLOR` and the colour scheme with no JavaScript of its own; on a tint, in the 4:3 box the
 * pictures always had (no layout shift). An image named by `label`, its alternative text.
 */
export function ProfessionPicture({ src, label }: { src: string; label: string }) {
  return (
    <Center bg="var(--mantine-primary-color-light)" style={{ aspectRatio: "4 / 3" }}>
      <Box
        role="img"
        aria-label={label}
        w="40%"
        style={{
          aspectRatio: "1",
          backgroundColor: "var(--mantine-primary-color-light-color)",
          mask: `url("${src}") center / contain no-repeat`,
        }}
      />
    </Center>
  );
}
