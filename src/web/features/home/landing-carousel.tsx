import { useLingui } from "@lingui/react";
import { Box, useDirection } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { type CSSProperties, lazy, Suspense, useEffect, useRef, useState } from "react";
import { CAROUSEL_SLIDES } from "#shared/reference/landing.ts";
import type { PendingInput } from "./interactive-carousel.tsx";
import { SlideContent, slideLabel } from "./slide-content.tsx";

const loadInteractiveCarousel = () => import("./interactive-carousel.tsx");
const InteractiveCarousel = lazy(loadInteractiveCarousel);

/** The carousel stylesheet waits for an idle moment, at most 2 s (docs/product.md §9). */
const STYLESHEET_IDLE_TIMEOUT_MS = 2000;

function loadStylesheetWhenIdle() {
  const load = () => void import("@mantine/carousel/styles.css");
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(load, { timeout: STYLESHEET_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, STYLESHEET_IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** Looks of Mantine's carousel arrows, for the static stand-ins. */
const ARROW: CSSProperties = {
  position: "absolute",
  top: "calc(50% - 18px)",
  zIndex: 1,
  width: 36,
  height: 36,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: 36,
  border: "1px solid var(--mantine-color-gray-3)",
  background: "var(--mantine-color-white)",
  color: "var(--mantine-color-black)",
  boxShadow: "var(--mantine-shadow-md)",
  cursor: "pointer",
};

/**
 * Landing carousel of five slides with previous and next arrows (docs/product.md §1). The page first shows
 * slide 1 with two arrow buttons (prerendered, no carousel code); the swipeable carousel (embla,
 * ~9 kB) loads when the visitor points at, touches, focuses or presses it, and an arrow pressed
 * before that still moves the carousel (docs/decisions/0005).
 */
export function LandingCarousel() {
  const [wanted, setWanted] = useState(false);
  const pending = useRef<PendingInput>({ step: 0, focus: null });
  useEffect(loadStylesheetWhenIdle, []);

  // Swapping the stand-in between a press's pointerdown and its click would swallow the click, so
  // the swap waits for the pointer to be up (and the click handled) once the code is here.
  const pointerDown = useRef(false);
  const loaded = useRef(false);
  const swapWhenIdle = () => {
    if (loaded.current && !pointerDown.current) setTimeout(() => setWanted(true), 0);
  };
  const want = () => {
    void loadInteractiveCarousel().then(() => {
      loaded.current = true;
      swapWhenIdle();
    });
  };
  const press = (direction: 1 | -1) => {
    pending.current.step += direction;
    pending.current.focus = direction > 0 ? "next" : "previous";
    setWanted(true);
  };
  const first = CAROUSEL_SLIDES[0];
  const { _, i18n } = useLingui();
  // Previous sits at the start of the line and points backwards: right in Arabic.
  const mirror: CSSProperties | undefined =
    useDirection().dir === "rtl" ? { transform: "scaleX(-1)" } : undefined;

  const standIn = first && (
    <Box style={{ position: "relative", overflow: "hidden" }}>
      <button
        type="button"
        aria-label={_("carousel.previous")}
        style={{ ...ARROW, insetInlineStart: 12 }}
        onClick={() => press(-1)}
      >
        <IconChevronLeft size={16} aria-hidden="true" style={mirror} />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes a slide a group; a fieldset is for form controls */}
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={slideLabel(i18n, first, 0, CAROUSEL_SLIDES.length)}
        style={{ position: "relative" }}
      >
        <SlideContent slide={first} index={0} />
      </div>
      <button
        type="button"
        aria-label={_("carousel.next")}
        style={{ ...ARROW, insetInlineEnd: 12 }}
        onClick={() => press(1)}
      >
        <IconChevronRight size={16} aria-hidden="true" style={mirror} />
      </button>
    </Box>
  );

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={_("carousel.label")}
      onPointerEnter={want}
      onTouchStart={want}
      onPointerDown={() => {
        pointerDown.current = true;
      }}
      onPointerUp={() => {
        pointerDown.current = false;
        swapWhenIdle();
      }}
      onFocus={want}
    >
      {wanted ? (
        <Suspense fallback={standIn}>
          <InteractiveCarousel pending={pending} />
        </Suspense>
      ) : (
        standIn
      )}
    </Box>
  );
}
