import { UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ComponentPropsWithoutRef } from "react";
import { ChevronDownIcon } from "../../../components/icons.tsx";
import { programLabel } from "./program-label.ts";
import classes from "./program-switcher.module.css";

/** Look of the switcher's button: on the dark header or a light surface, full width inside the phone menu. */
export interface SwitcherLook {
  tone?: "light" | "dark";
  /** Stretch to the container's width at phone widths (inside the collapsible menu). */
  fullWidthOnPhone?: boolean;
}

/** The program switcher's button: the current program's name and a chevron (the menu's target, or its stand-in). */
export function ProgramSwitcherButton({
  program,
  tone = "light",
  fullWidthOnPhone = false,
  className,
  ...others
}: { program: string | null } & SwitcherLook & ComponentPropsWithoutRef<"button">) {
  // A menu target's props (aria attributes, handlers, its own class) come in `others`; the class is added to ours.
  return (
    <UnstyledButton
      {...others}
      className={className === undefined ? classes.target : `${classes.target} ${className}`}
      data-tone={tone}
      data-full-width={fullWidthOnPhone || undefined}
      title="Switch program"
    >
      <span className={classes.caption} aria-hidden="true">
        Program
      </span>
      {/* Named by its content (WCAG 2.5.3, label in name): the visible program name, then what it does. */}
      <span className={classes.current}>{programLabel(program)}</span>
      <VisuallyHidden>, switch program</VisuallyHidden>
      <ChevronDownIcon size={16} className={classes.chevron} />
    </UnstyledButton>
  );
}
