// Issue 26: after an enrolment made in the user drawer, "Current program" shows the program the server set, and the
// plan code says in words what it does.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminUserDetail } from "@fincareer/domain/contract/admin-users";
import { renderWithApp } from "../../../test/render.tsx";
import { SettingsForm } from "./settings-form.tsx";

const NEW_LEARNER: AdminUserDetail = {
  id: 41,
  email: "ravi@example.in",
  name: "Ravi Kumar",
  role: "learner",
  cprogram: null,
  programs: [],
  planned: null,
  research_type: "OLD",
  post_signup_steps: 0,
  deactivated: false,
  created_at: "2026-11-20T10:00:00.000Z",
  enrolments: [],
  active_sessions: 0,
};

describe("user settings form", () => {
  it("shows the current program the enrolment set", () => {
    const { rerender } = renderWithApp(<SettingsForm user={NEW_LEARNER} />);
    expect(screen.getByLabelText<HTMLInputElement>("Current program").value).toBe("");
    const enrolled: AdminUserDetail = {
      ...NEW_LEARNER,
      cprogram: "BA",
      programs: ["BA"],
      enrolments: [
        {
          id: 9,
          program_name: "BA",
          start_date: "2026-11-26",
          end_date: null,
          resume_date: null,
          comment: null,
        },
      ],
    };
    rerender(<SettingsForm user={enrolled} />);
    expect(screen.getByLabelText<HTMLInputElement>("Current program").value).toBe("BA");
  });

  it("explains the plan code in words", () => {
    renderWithApp(<SettingsForm user={NEW_LEARNER} />);
    expect(screen.getByText(/p199 is the reduced FMEP plan/)).toBeTruthy();
  });
});
