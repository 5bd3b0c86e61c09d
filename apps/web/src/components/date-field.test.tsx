import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render.tsx";
import { DateField, DateTimeField } from "./date-field.tsx";

// Issue 41: dates are typed and shown dd/mm/yyyy in every field (the browser's picker showed mm/dd/yyyy).
describe("the app's date fields", () => {
  it("shows a held date day first and hands the form an ISO day", async () => {
    const onChange = vi.fn();
    renderWithApp(<DateField label="Start" defaultValue="2026-12-01" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Start" });
    expect((input as HTMLInputElement).value).toBe("01/12/2026");
    expect(input.getAttribute("type") ?? "text").toBe("text");
    await userEvent.clear(input);
    await userEvent.type(input, "05/02/2027");
    expect(onChange).toHaveBeenLastCalledWith("2027-02-05");
  });

  it("says why a typed date is not one, and passes the text on so the form refuses it", async () => {
    const onChange = vi.fn();
    renderWithApp(<DateField label="End" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "End" });
    await userEvent.type(input, "31/02/2027");
    expect(onChange).toHaveBeenLastCalledWith("31/02/2027");
    fireEvent.blur(input);
    expect(await screen.findByText("31/02/2027 is not a real date: February 2027 has 28 days")).toBeTruthy();
  });

  it("reads a date and a 24-hour time as the datetime-local value the forms hold", async () => {
    const onChange = vi.fn();
    renderWithApp(<DateTimeField label="Start (IST)" value="2026-12-05T18:30" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Start (IST)" });
    expect((input as HTMLInputElement).value).toBe("05/12/2026 18:30");
    await userEvent.clear(input);
    await userEvent.type(input, "6/12/2026 9:05");
    expect(onChange).toHaveBeenLastCalledWith("2026-12-06T09:05");
    await userEvent.type(input, "x");
    fireEvent.blur(input);
    expect(await screen.findByText(/Write the date and time as dd\/mm\/yyyy hh:mm/)).toBeTruthy();
  });
});
