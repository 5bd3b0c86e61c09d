// Issue 26: the interview setup is a form on @mantine/form: the picked track and length are what it starts, and a
// server message about a field lands beside the field in plain words.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TracksResponse } from "@fincareer/domain/contract/interview";
import { ApiError } from "../../../lib/api-error.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { SetupForm } from "./setup-form.tsx";

const DATA: TracksResponse = {
  tracks: [
    {
      id: "investment-banking",
      name: "Investment banking",
      description: "Deals",
      questionCount: 12,
      behavioural: false,
    },
    {
      id: "equity-research",
      name: "Equity research",
      description: "Stocks",
      questionCount: 10,
      behavioural: false,
    },
  ],
  lengths: [3, 5, 8],
  dailyLimit: 5,
  startedToday: 1,
  evaluator: "rubric",
  maxAnswerChars: 5000,
};

describe("interview setup form", () => {
  it("starts the picked track and length, and shows a field message from the server", async () => {
    const onStart = vi.fn();
    renderWithApp(<SetupForm data={DATA} pending={false} error={null} onStart={onStart} />);
    expect(screen.getByRole("form", { name: "Start a practice interview" })).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: /Equity research/ }));
    await userEvent.click(screen.getByText("5 questions"));
    await userEvent.click(screen.getByRole("button", { name: "Start interview" }));
    expect(onStart).toHaveBeenCalledWith("equity-research", 5, expect.any(Function));

    const onError = onStart.mock.calls[0]![2] as (error: Error) => void;
    const refused = new ApiError(400, "validation_error", "Choose how many questions", null, [
      { path: "body.questions", message: "Choose how many questions" },
    ]);
    onError(refused);
    expect(await screen.findByText("Choose how many questions")).toBeTruthy();
  }, 20_000);
});
