// Issue 26: /notifications never says "You're all caught up" beside a "Mark all as read" button.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../lib/token.ts";
import { renderWithApp, stubFetch } from "../../../test/render.tsx";
import NotificationsPage from "./notifications-page.tsx";

const READ = {
  id: 1,
  message: "Your order filled",
  createdAt: "2026-03-05T15:37:00.000Z",
  read: true,
  link: null,
};

function renderPage(unread: number) {
  let count = unread;
  const api = stubFetch({
    "GET /api/notifications/list/": () => ({
      notifications: [{ ...READ, read: count === 0 }],
      count,
      limit: 100,
    }),
    "GET /api/notifications/mark-read/all": () => {
      count = 0;
      return { count: 0 };
    },
  });
  vi.stubGlobal("fetch", api.stub);
  renderWithApp(<NotificationsPage />, { path: "/notifications" });
  return api;
}

describe("notifications page", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("offers Mark all as read only while something is unread", async () => {
    renderPage(1);
    expect(await screen.findByText("1 unread")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText("You're all caught up.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("shows no Mark all as read when everything is read", async () => {
    renderPage(0);
    expect(await screen.findByText("You're all caught up.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("opens what a notification is about, marking it read (issue 41)", async () => {
    const api = stubFetch({
      "GET /api/notifications/list/": {
        notifications: [
          {
            ...READ,
            id: 9,
            message: "Your BUY order #12 for 10 TCS was filled.",
            read: false,
            link: "/portfolio?tab=orders",
          },
          READ,
        ],
        count: 1,
        limit: 100,
      },
      "GET /api/notifications/mark-read/9": { count: 0 },
    });
    vi.stubGlobal("fetch", api.stub);
    renderWithApp(<NotificationsPage />, { path: "/notifications" });
    const link = await screen.findByRole("link", { name: /order #12 for 10 TCS was filled/ });
    expect(link.getAttribute("href")).toBe("/portfolio?tab=orders");
    // A plain message is text, not a link.
    expect(screen.queryByRole("link", { name: "Your order filled" })).toBeNull();
    await userEvent.click(link);
    expect(api.calls.some((c) => c.url.endsWith("/api/notifications/mark-read/9"))).toBe(true);
  });
});
