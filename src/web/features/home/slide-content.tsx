import { Box, Text, Title } from "@mantine/core";
import type { Slide } from "../../../shared/reference/landing.ts";

/** Picture and caption of one carousel slide; the first loads eagerly as the page's largest paint. */
export function SlideContent({ slide, index }: { slide: Slide; index: number }) {
  return (
    <>
      <img
        src={slide.image}
        alt={slide.alt}
        width={1200}
        height={500}
        loading={index === 0 ? "eager" : "lazy"}
        fetchPriority={index === 0 ? "high" : "auto"}
        style={{ display: "block", width: "100%", height: "auto", aspectRatio: "12 / 5", objectFit: "cover" }}
      />
      <Box
        pos="absolute"
        left={0}
        bottom={0}
        p={{ base: "sm", sm: "xl" }}
        maw={{ base: "80%", sm: "60%" }}
        style={{ color: "#fff", textShadow: "0 1px 3px rgba(0,0,0,0.7)" }}
      >
        <Title order={2} fz={{ base: "md", sm: 28 }} c="white">
          {slide.title}
        </Title>
        <Text size="sm" visibleFrom="sm" c="white">
          {slide.text}
        </Text>
      </Box>
    </>
  );
}

/** Accessible name of a slide: "2 of 5: Register in four steps". */
export const slideLabel = (slide: Slide, index: number, count: number) =>
  `${index + 1} of ${count}: ${slide.title}`;
