import { Carousel } from "@mantine/carousel";
import type { EmblaCarouselType } from "embla-carousel";
import { CAROUSEL_SLIDES } from "../../../shared/reference/landing.ts";
import { SlideContent, slideLabel } from "./slide-content.tsx";

/**
 * Layout the carousel needs before its stylesheet arrives (it loads when idle, spec §9): without
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

export interface InteractiveCarouselProps {
  /** Slides to move right after mounting (arrows pressed before the carousel code arrived). */
  initialStep: number;
  /** Focus this arrow once mounted (it had focus in the static carousel). */
  focusControl: "previous" | "next" | null;
}

/**
 * The swipeable Mantine carousel (embla, looping, previous/next arrows) that takes over from
 * `LandingCarousel`'s static first slide on the visitor's first sign of intent.
 */
export default function InteractiveCarousel({ initialStep, focusControl }: InteractiveCarouselProps) {
  const onEmbla = (embla: EmblaCarouselType) => {
    for (let i = 0; i < Math.abs(initialStep); i++) {
      if (initialStep > 0) embla.scrollNext(true);
      else embla.scrollPrev(true);
    }
    if (focusControl) {
      const label = focusControl === "next" ? "Next slide" : "Previous slide";
      embla.rootNode().parentElement?.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)?.focus();
    }
  };
  return (
    <Carousel
      getEmblaApi={onEmbla}
      emblaOptions={{ loop: true }}
      styles={CRITICAL_STYLES}
      controlSize={36}
      previousControlProps={{ "aria-label": "Previous slide" }}
      nextControlProps={{ "aria-label": "Next slide" }}
    >
      {CAROUSEL_SLIDES.map((slide, index) => (
        <Carousel.Slide
          key={slide.image}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(slide, index, CAROUSEL_SLIDES.length)}
        >
          <SlideContent slide={slide} index={index} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
