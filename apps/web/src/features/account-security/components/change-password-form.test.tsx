import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userKeys } from "../../../lib/query-keys.ts";
import { setToken } from "../../../lib/token.ts";
import { renderWithApp, stubFetch, testQueryClient } from "../../../test/render.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";

describe("change password form", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("forgets the calendar feed address, which the server drops with the old password", async () => {
    const stub = stubFetch({
      "POST /api/user/password": () => ({ ok: true, ended_sessions: 0 }),
    });
    vi.stubGlobal("fetch", stub.stub);
    const queryClient = testQueryClient();
    const old = { url: "https://x.test/api/live/calendar/old.ics", created_at: "2026-11-01T00:00:00.000Z" };
    queryClient.setQueryData(userKeys.liveFeed(), old);
    renderWithApp(<ChangePasswordForm />, { queryClient });
    await userEvent.type(screen.getByLabelText(/^Current password/), "old-password-1");
    await userEvent.type(screen.getByLabelText(/^New password/), "saffron-monsoon-ledger");
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), "saffron-monsoon-ledger");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    await screen.findByText("Password changed");
    await waitFor(() => expect(queryClient.getQueryState(userKeys.liveFeed())?.isInvalidated).toBe(true));
  });
});
