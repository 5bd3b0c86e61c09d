// Issue 26: a user row opens the user on a click anywhere in it, and an email wraps only between its parts.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../lib/token.ts";
import { makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import AdminUsersPage from "./admin-users-page.tsx";

const ROW = {
  id: 41,
  email: "ravi.kumar-finance@example.in",
  name: "Ravi Kumar",
  role: "learner",
  cprogram: "BA",
  programs: ["BA"],
  planned: null,
  research_type: "OLD",
  post_signup_steps: 3,
  deactivated: false,
  created_at: "2026-11-20T10:00:00.000Z",
};

describe("admin users list", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("opens the user from a click on the row's email, not only on the name", async () => {
    const api = stubFetch({
      "GET /api/admin/users?": { users: [ROW], total: 1 },
      "GET /api/admin/users/41": { ...ROW, enrolments: [], active_sessions: 0 },
      "GET /api/admin/enrolments/ending": { enrolments: [] },
    });
    vi.stubGlobal("fetch", api.stub);
    renderWithApp(<AdminUsersPage />, { path: "/admin/users", user: makeUser({ role: "admin" }) });
    const name = await screen.findByRole("button", { name: "Ravi Kumar" });
    const cell = name.nextElementSibling as HTMLElement;
    // Break opportunities sit before "@" and after "." and "-", never inside a word.
    expect(cell.innerHTML).toBe("ravi.<wbr>kumar-<wbr>finance<wbr>@example.<wbr>in");
    await userEvent.click(cell);
    expect(await screen.findByRole("heading", { level: 2, name: "Ravi Kumar" })).toBeTruthy();
  });
});
