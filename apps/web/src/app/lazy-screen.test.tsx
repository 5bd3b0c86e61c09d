import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOADING_TEXT } from "@fincareer/domain/constants";
import { FIRST_DATA_WAIT_MS, lazyScreen } from "./lazy-screen.tsx";

function Page() {
  return <h1>Portfolio</h1>;
}

describe("lazyScreen with its first data", () => {
  afterEach(() => vi.useRealTimers());

  it("waits for the data as well as the code before rendering the screen", async () => {
    let settle!: () => void;
    const data = new Promise<void>((resolve) => (settle = resolve));
    const Screen = lazyScreen("Portfolio", () => Promise.resolve({ default: Page }));
    Screen.preload(data);
    render(<Screen />);
    await act(async () => {});
    expect(screen.getByText(LOADING_TEXT)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Portfolio" })).toBeNull();
    await act(async () => settle());
    expect(screen.getByRole("heading", { name: "Portfolio" })).toBeTruthy();
  });

  it("renders the screen anyway once the data has taken FIRST_DATA_WAIT_MS, or failed", async () => {
    vi.useFakeTimers();
    const Slow = lazyScreen("Slow", () => Promise.resolve({ default: Page }));
    Slow.preload(new Promise(() => {}));
    render(<Slow />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 10);
    });
    expect(screen.queryByRole("heading", { name: "Portfolio" })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByRole("heading", { name: "Portfolio" })).toBeTruthy();
    vi.useRealTimers();

    const Failing = lazyScreen("Failing", () => Promise.resolve({ default: () => <p>Orders</p> }));
    Failing.preload(Promise.reject(new Error("offline")));
    render(<Failing />);
    expect(await screen.findByText("Orders")).toBeTruthy();
  });
});
