import { useLingui } from "@lingui/react";
import { Carousel } from "@mantine/carousel";
import { useEffect, useRef, useState } from "react";
import { CAROUSEL_SLIDES } from "#shared/reference/landing.ts";
import { SlideContent, slideLabel } from "./slide-content.tsx";

/**
 * Layout the carousel needs before its stylesheet arrives (it loads when idle, docs/product.md §9): without
 * these the slides would stack and the page would jump.
 */
const CRITICAL_STYLES = {
  root: { position: "relative" },
  viewport: { overflow: "hidden" },
  container: { display: "flex" },
  slide: { flex: "0 0 100%", minWidth: 0, position: "relative" },
  controls: {
    position: "absolute",
    insetInline: 0,
    top: "calc(50% - 18px)",
    display: "flex",
    justifyContent: "space-between",
    padding: "0 12px",
    pointerEvents: "none",
    zIndex: 1,
  },
  control: { minWidth: 36, minHeight: 36, pointerEvents: "all" },
} as const;

/** What the visitor did to the static carousel before this one arrived. */
export interface PendingInput {
  /** Arrow presses: +1 per Next, -1 per Previous. */
  step: number;
  /** The arrow that had focus, to focus again once mounted. */
  focus: "previous" | "next" | null;
}

export interface InteractiveCarouselProps {
  /** Read once, when this carousel mounts (presses may arrive while its code loads). */
  pending: { readonly current: PendingInput };
}

/**
 * The swipeable Mantine carousel (embla, looping, previous/next arrows; it follows Mantine's
 * direction, so in Arabic it swipes and points the other way) that takes over from
 * `LandingCarousel`'s static first slide on the visitor's first sign of intent.
 */
export default function InteractiveCarousel({ pending }: InteractiveCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const { _, i18n } = useLingui();
  const previousLabel = _("carousel.previous");
  const nextLabel = _("carousel.next");
  const count = CAROUSEL_SLIDES.length;
  const [{ initialStep, focusControl }] = useState(() => ({
    initialStep: pending.current.step,
    focusControl: pending.current.focus,
  }));
  useEffect(() => {
    if (!focusControl) return;
    const label = focusControl === "next" ? nextLabel : previousLabel;
    root.current?.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)?.focus();
  }, [focusControl, nextLabel, previousLabel]);
  return (
    <Carousel
      ref={root}
      initialSlide={((initialStep % count) + count) % count}
      emblaOptions={{ loop: true }}
      styles={CRITICAL_STYLES}
      controlSize={36}
      previousControlProps={{ "aria-label": previousLabel }}
      nextControlProps={{ "aria-label": nextLabel }}
    >
      {CAROUSEL_SLIDES.map((slide, index) => (
        <Carousel.Slide
          key={slide.image}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(i18n, slide, index, CAROUSEL_SLIDES.length)}
        >
          <SlideContent slide={slide} index={index} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
