import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Box, Text, Title } from "@mantine/core";
import type { Slide } from "#shared/reference/landing.ts";

/** Picture and caption of one carousel slide; the first loads eagerly as the page's largest paint. */
export function SlideContent({ slide, index }: { slide: Slide; index: number }) {
  const { _ } = useLingui();
  return (
    <>
      <img
        src={slide.image}
        alt={_(`slide.${slide.n}.alt`)}
        width={1200}
        height={500}
        loading={index === 0 ? "eager" : "lazy"}
        fetchPriority={index === 0 ? "high" : "auto"}
        style={{ display: "block", width: "100%", height: "auto", aspectRatio: "12 / 5", objectFit: "cover" }}
      />
      <Box
        pos="absolute"
        bottom={0}
        // The caption sits at the start of the line: bottom left, bottom right in Arabic.
        style={{ insetInlineStart: 0, color: "#fff", textShadow: "0 1px 3px rgba(0,0,0,0.7)" }}
        p={{ base: "sm", sm: "xl" }}
        maw={{ base: "80%", sm: "60%" }}
      >
        <Title order={2} fz={{ base: "md", sm: 28 }} c="white">
          {_(`slide.${slide.n}.title`)}
        </Title>
        <Text size="sm" visibleFrom="sm" c="white">
          {_(`slide.${slide.n}.text`)}
        </Text>
      </Box>
    </>
  );
}

/** Accessible name of a slide: "2 of 5: Register in four steps". */
export const slideLabel = (i18n: I18n, slide: Slide, index: number, count: number) =>
  i18n._("carousel.slideLabel", { index: index + 1, count, title: i18n._(`slide.${slide.n}.title`) });
