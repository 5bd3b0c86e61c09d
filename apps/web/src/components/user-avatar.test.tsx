import { fireEvent, render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme } from "../app/theme.ts";
import { initialsOf, UserAvatar } from "./user-avatar.tsx";

describe("UserAvatar", () => {
  it("shows the photo, and the initials once it fails to load", () => {
    render(
      <MantineProvider theme={theme}>
        <UserAvatar name="Asha Rao" src="/uploads/userProfile/gone.webp" alt="Photo" data-testid="avatar" />
      </MantineProvider>,
    );
    const img = screen.getByRole("img", { name: "Photo" });
    fireEvent.error(img);
    expect(screen.queryByRole("img", { name: "Photo" })).toBeNull();
    expect(screen.getByTestId("avatar").textContent).toBe("AR");
  });

  it("shows the initials when there is no photo", () => {
    render(
      <MantineProvider theme={theme}>
        <UserAvatar name="Ravi" src={null} data-testid="avatar" />
      </MantineProvider>,
    );
    expect(screen.getByTestId("avatar").textContent).toBe("R");
    expect(initialsOf("  asha  rao kumar ")).toBe("AR");
  });
});
