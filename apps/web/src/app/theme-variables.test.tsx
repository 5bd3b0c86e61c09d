import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "./theme.ts";

describe("theme-variables.css", () => {
  it("holds the CSS variables Mantine would write at run time for this theme", async () => {
    // The app's provider passes withCssVariables={false} and main.tsx imports theme-variables.css instead: the
    // same variables without computing them in the first render on every visit. `vitest -u` writes the file again
    // after a theme change.
    const { container, unmount } = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <span />
      </MantineProvider>,
    );
    const style = container.ownerDocument.querySelector(
      "style[data-mantine-styles]:not([data-mantine-styles='classes'])",
    );
    const css = style?.textContent ?? "";
    unmount();
    expect(css).toContain("--mantine-primary-color-filled");
    await expect(
      `/* Written by app/theme-variables.test.tsx from app/theme.ts: do not edit. */\n${css.replaceAll("}", "}\n")}`,
    ).toMatchFileSnapshot("./theme-variables.css");
  });
});
