// Issue 26: the live-session schedule names programs by their names, the codes secondary.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PROGRAM_OPTIONS } from "../../../lib/program-options.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { SessionRow } from "./session-row.tsx";

describe("live session row", () => {
  it("shows the programs by name with the code after it", () => {
    renderWithApp(
      <ul>
        <SessionRow
          session={{
            id: 1,
            title: "DCF clinic",
            programs: ["FMEPGOLD", "IBEPGOLD"],
            start_time: "2026-12-01T13:30:00.000Z",
            duration_minutes: 60,
            join_url: null,
            recording_url: null,
            timing: "",
            status: "scheduled",
            cancelled_at: null,
            reminded: 0,
          }}
        />
      </ul>,
    );
    expect(screen.getByText(/FMEP Gold \(FMEPGOLD\), IBEP Gold \(IBEPGOLD\)/)).toBeTruthy();
  });

  it("offers every program by name first in the pickers", () => {
    expect(PROGRAM_OPTIONS.find((o) => o.value === "FMEPSILVER")?.label).toBe("FMEP Silver (FMEPSILVER)");
    expect(PROGRAM_OPTIONS.find((o) => o.value === "IBEP")?.label).toBe("IBEP");
  });
});
