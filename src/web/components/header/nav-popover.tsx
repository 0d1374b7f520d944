import { Button } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { CSSProperties, MouseEvent, ReactNode } from "react";
import classes from "./nav-popover.module.css";

export interface NavPopoverProps {
  /** DOM id of the panel; also names the CSS anchor. */
  id: string;
  /** Content of the toggle button. */
  label: ReactNode;
  /** Shown on the button when the section holds the current page. */
  active?: boolean;
  /** Left section of the button (e.g. an avatar). */
  leftSection?: ReactNode;
  /** Align the panel with the button's right edge (menus at the end of the bar). */
  alignEnd?: boolean;
  variant?: "subtle" | "default";
  /** Accessible name of the panel. */
  panelLabel: string;
  children: ReactNode;
}

/**
 * A navbar drop-down: a button toggling a native `popover` panel (docs/product.md §2 "Top navbar": HEALTH CARE
 * EXAMS, the user menu). Works before hydration, closes on Escape, on a click outside and after a
 * link inside is followed. Items are links or buttons with `navPopoverItemClass`.
 */
export function NavPopover({
  id,
  label,
  active = false,
  leftSection,
  alignEnd = false,
  variant = "subtle",
  panelLabel,
  children,
}: NavPopoverProps) {
  const anchor = `--${id}`;
  const closeAfterChoice = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest("a, button")) event.currentTarget.hidePopover();
  };
  return (
    <>
      <Button
        popoverTarget={id}
        variant={active ? "light" : variant}
        color={active || variant === "default" ? undefined : "gray"}
        size="compact-sm"
        fw={600}
        leftSection={leftSection}
        rightSection={<IconChevronDown size={14} stroke={2.5} aria-hidden="true" />}
        style={{ anchorName: anchor } as CSSProperties}
      >
        {label}
      </Button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only closes the panel after a link or button inside was activated, which the keyboard does too */}
      <section
        id={id}
        popover="auto"
        aria-label={panelLabel}
        className={alignEnd ? `${classes.panel} ${classes.panelEnd}` : classes.panel}
        style={{ positionAnchor: anchor } as CSSProperties}
        onClick={closeAfterChoice}
      >
        {children}
      </section>
    </>
  );
}

/** Class of a link or button inside a `NavPopover` panel. */
export const navPopoverItemClass = classes.item;
/** Class of a non-interactive label line inside a `NavPopover` panel. */
export const navPopoverLabelClass = classes.label;
