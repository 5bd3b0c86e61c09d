import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubFetch } from "../../../test/render.tsx";
import { setToken } from "../../../lib/token.ts";
import { NotificationBell } from "./notification-bell.tsx";

const ITEMS = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  message: `Message ${i + 1}`,
  createdAt: "2026-03-05T15:37:00.000Z",
  read: false,
}));

function api() {
  let count = 3;
  return stubFetch({
    "GET /api/notifications/list/": (url: string) => ({
      notifications: ITEMS,
      count,
      limit: Number(url.split("/").pop()),
    }),
    "GET /api/notifications/mark-read/all": () => {
      count = 0;
      return { count: 0 };
    },
  });
}

function badge(): HTMLElement | null {
  return document.querySelector(".mantine-Indicator-indicator");
}

describe("notification bell", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the unread count for FMEP users and hides it after a click that marks all read", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<NotificationBell program="FMEPGOLD" />);
    await waitFor(() => expect(badge()?.textContent).toBe("3"));

    await userEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect(badge()).toBeNull();
    await waitFor(() =>
      expect(stub.calls.some((c) => c.url === "/api/notifications/mark-read/all")).toBe(true),
    );
    expect(stub.calls[0]?.url).toBe("/api/notifications/list/5");

    // The popup's code loads on the first click (a busy runner took over a second for it).
    const dialog = await screen.findByRole("dialog", { name: "Latest notifications" }, { timeout: 10_000 });
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(5);
    expect(within(dialog).getAllByText("05/03/2026 9:07 pm")).toHaveLength(5);
    expect(within(dialog).getByRole("link", { name: "All notifications" }).getAttribute("href")).toBe(
      "/notifications",
    );
    await waitFor(() => expect(badge()).toBeNull());
  });

  it("shows no badge for programs other than NORMAL and FMEP", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<NotificationBell program="BA" />);
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(badge()).toBeNull();
  });
});
