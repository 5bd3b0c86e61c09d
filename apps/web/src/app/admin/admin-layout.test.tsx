import { screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser, renderWithApp, stubFetch } from "../../test/render.tsx";
import { setToken } from "../../lib/token.ts";
import { AppRoutes } from "../routes.tsx";

vi.mock("../../lib/socket.ts", () => ({ connectLiveSocket: vi.fn(() => () => undefined) }));

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const ADMIN = makeUser({
  role: "admin",
  cprogram: null,
  program: [],
  post_signup_steps: 3,
  name: "Demo Admin",
});

function api(user = ADMIN) {
  return stubFetch({
    "POST /api/user/verify-token": { isValid: true, clientHash: null },
    "GET /api/user/info": user,
    "GET /api/notifications/list/": { notifications: [], count: 0, limit: 5 },
    "GET /api/user/conditions": { val: true },
    "GET /api/user/live": { sessions: [], upcoming: false },
    "GET /api/admin/research": { items: [], total: 0 },
  });
}

function renderApp(path: string) {
  return renderWithApp(
    <>
      <AppRoutes />
      <Where />
    </>,
    { path },
  );
}

describe("admin area", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends an admin from / to the research queue inside the admin layout", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api().stub);
    renderApp("/");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/research"));
    const nav = await screen.findByRole("navigation", { name: "Admin" });
    expect(nav.querySelector('a[href="/admin/research"]')?.getAttribute("aria-current")).toBe("page");
    expect(nav.querySelector('a[href="/admin/content"]')).not.toBeNull();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("keeps an admin out of learner screens", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api().stub);
    renderApp("/newresource");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/research"));
  });

  it("sends a learner who opens /admin back into the learner shell", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api(makeUser({ cprogram: "IBEPGOLD", post_signup_steps: 1 })).stub);
    renderApp("/admin/research");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/newresource"));
    expect(screen.queryByRole("navigation", { name: "Admin" })).toBeNull();
  });

  it("shows the 404 page inside the admin layout for an unknown admin address", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api().stub);
    renderApp("/admin/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Admin" })).toBeTruthy();
  });

  it("sends a logged-out visitor to /login", async () => {
    vi.stubGlobal("fetch", api().stub);
    renderApp("/admin/research");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
  });
});
