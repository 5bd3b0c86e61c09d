import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonBody, makeUser, renderWithApp, stubFetch } from "../test/render.tsx";
import { logout } from "../lib/session.ts";
import type * as SessionModule from "../lib/session.ts";
import { getToken, setToken } from "../lib/token.ts";
import { registeredPaths } from "./lazy-screen.tsx";
import { AppRoutes, COMING_SOON_SCREENS } from "./routes.tsx";

vi.mock("../lib/socket.ts", () => ({ connectLiveSocket: vi.fn(() => () => undefined) }));
vi.mock("../lib/session.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  logout: vi.fn(async () => undefined),
}));

// Every path of SPEC.md section 2 that shows a later release's coming-soon body.
const SPEC_PATHS = [
  "/dashboard",
  "/portfolio",
  "/stats",
  "/games",
  "/games/performance",
  "/research",
  "/newresearch",
  "/faresearch",
  "/ivepresearch",
  "/resource",
  "/newresource",
  "/beginerresource",
  "/lifesession",
  "/mockinterview",
  "/profile",
  "/faq",
  "/company",
  "/note",
  "/ssepnotes",
  "/BANotes",
  "/FnONotes",
  "/DSNOTES",
  "/EXCELNOTES",
  "/MREPNOTES",
  "/GenAINOTES",
  "/MLNOTES",
];

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
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

// An IBEPGOLD learner past sign-up: Games, Live Sessions and AI Interview are all open to them.
const OPEN_USER = makeUser({
  cprogram: "IBEPGOLD",
  program: [
    {
      id: 1,
      program_name: "IBEPGOLD",
      start_date: "2025-01-01",
      end_date: "2027-12-31",
      resume_date: null,
      comment: null,
    },
  ],
  post_signup_steps: 1,
});

function api(user = OPEN_USER, verify: unknown = { isValid: true, clientHash: null }) {
  return stubFetch({
    "POST /api/user/verify-token": verify,
    "GET /api/user/info": user,
    "GET /api/notifications/list/": { notifications: [], count: 0, limit: 5 },
    "GET /api/user/conditions": { val: true },
    "GET /api/user/live": { sessions: [], upcoming: false },
    "GET /api/user/support": { phone: "+91 98200 12345", whatsapp_url: "https://wa.me/919820012345" },
  });
}

describe("routes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("registers every screen of SPEC.md section 2, each either built or coming soon, never both", () => {
    const soon = COMING_SOON_SCREENS.map((s) => s.path);
    const built = registeredPaths();
    expect(soon.filter((p) => built.includes(p))).toEqual([]);
    expect([...SPEC_PATHS].filter((p) => !soon.includes(p) && !built.includes(p))).toEqual([]);
  });

  it.each(COMING_SOON_SCREENS)(
    "shows $path inside the shell as '$screen' coming soon",
    async ({ path, screen: name }) => {
      setToken("t");
      vi.stubGlobal("fetch", api().stub);
      renderApp(path);
      expect(await screen.findByText(`The ${name} screen is coming soon.`)).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name })).toBeTruthy();
    },
  );

  it("shows the 404 page for an unknown address", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api().stub);
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("shows the notifications page", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api().stub);
    renderApp("/notifications");
    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Notifications · FinCareer"));
  });

  it("sends a logged-out visitor to /login", async () => {
    vi.stubGlobal("fetch", api().stub);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/login");
    expect(document.title).toBe("Login · FinCareer");
  });

  it("shows the renewal page with the email and status from the query string", async () => {
    renderApp("/renew?email=asha%40example.in&status=expired");
    expect(await screen.findByText("asha@example.in")).toBeTruthy();
    expect(screen.getByText("Expired")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Your program access has ended" })).toBeTruthy();
  });
});

describe("session start", () => {
  beforeEach(() => vi.mocked(logout).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it("logs out when verify-token says the token is invalid", async () => {
    setToken("t");
    const stub = api(OPEN_USER, { isValid: false, clientHash: null });
    vi.stubGlobal("fetch", stub.stub);
    renderApp("/dashboard");
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(stub.calls.find((c) => c.url === "/api/user/verify-token")?.init?.body).toBe(
      JSON.stringify({ token: "t" }),
    );
    expect(stub.calls.some((c) => c.url === "/api/user/info")).toBe(false);
  });

  it("loads the user info after a valid check and routes by the sign-up step", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api(makeUser({ post_signup_steps: 0 })).stub);
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Welcome to FinCareer, Asha!" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/signup/step1");
    expect(logout).not.toHaveBeenCalled();
  });

  it("sends an FMEPGOLD learner, whose menu has no AI Interview, from /mockinterview home without calling it", async () => {
    setToken("t");
    const stub = api(makeUser({ cprogram: "FMEPGOLD" }));
    vi.stubGlobal("fetch", stub.stub);
    renderApp("/mockinterview");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/dashboard"));
    expect(stub.calls.filter((c) => c.url.includes("/api/interview"))).toEqual([]);
  });

  it("sends a learner with no program to the questionnaire, then to the no-program page", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api(makeUser({ cprogram: null, program: [], post_signup_steps: 0 })).stub);
    const first = renderApp("/newresource");
    expect(await screen.findByRole("heading", { name: "Welcome to FinCareer, Asha!" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/signup/step1");
    first.unmount();

    vi.stubGlobal("fetch", api(makeUser({ cprogram: null, program: [], post_signup_steps: 1 })).stub);
    renderApp("/newresource");
    expect(
      await screen.findByRole("heading", { name: "Asha, you are not enrolled in a program yet" }),
    ).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/no-program");
    expect(await screen.findByText(/WhatsApp or call/)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("still opens the FAQs and the password change for a learner with no program (issue 26)", async () => {
    setToken("t");
    const none = makeUser({ cprogram: null, program: [], post_signup_steps: 3 });
    vi.stubGlobal("fetch", api(none).stub);
    const faq = renderApp("/faq");
    expect(await screen.findByRole("heading", { level: 1, name: /FAQ/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/faq");
    faq.unmount();

    vi.stubGlobal("fetch", api(none).stub);
    renderApp("/profile/password");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Change password" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/profile/password");
    // Edit Profile is not open without a program, so the page does not lead there.
    expect(screen.queryByRole("link", { name: /Back to Edit Profile/ })).toBeNull();
  });

  it("leads from the password page back to Edit Profile (issue 26)", async () => {
    setToken("t");
    vi.stubGlobal("fetch", api().stub);
    renderApp("/profile/password");
    const back = await screen.findByRole("link", { name: /Back to Edit Profile/ }, { timeout: 10_000 });
    expect(back.getAttribute("href")).toBe("/profile");
  });
});

describe("login", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("validates fields with the contract before calling the API", async () => {
    const stub = api();
    vi.stubGlobal("fetch", stub.stub);
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Enter a valid email address, like name@example.com")).toBeTruthy();
    expect(stub.calls).toHaveLength(0);
  });

  it("stores the token and goes on to the sign-up step target", async () => {
    const stub = stubFetch({
      "POST /api/auth/login": { token: "fresh" },
      "POST /api/user/verify-token": { isValid: true, clientHash: null },
      "GET /api/user/info": makeUser({ post_signup_steps: 1 }),
      "GET /api/notifications/list/": { notifications: [], count: 0, limit: 5 },
      "GET /api/user/conditions": { val: true },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderApp("/login");
    await userEvent.type(await screen.findByLabelText(/Email/), "fmep@demo.test");
    await userEvent.type(screen.getByLabelText(/Password/), "demo1234");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/signup/step2"));
    expect(getToken()).toBe("fresh");
    expect(window.localStorage.getItem("token")).toBe("fresh");
    const login = stub.calls.find((c) => c.url === "/api/auth/login");
    expect(jsonBody(login?.init)).toEqual({ email: "fmep@demo.test", password: "demo1234" });
  });

  it("shows the server's message when the login is refused", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "POST /api/auth/login": () =>
          new Response(JSON.stringify({ error: "unauthorized", message: "Wrong email or password" }), {
            status: 401,
          }),
      }).stub,
    );
    renderApp("/login");
    await userEvent.type(await screen.findByLabelText(/Email/), "a@b.in");
    await userEvent.type(screen.getByLabelText(/Password/), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Wrong email or password");
  });
});
