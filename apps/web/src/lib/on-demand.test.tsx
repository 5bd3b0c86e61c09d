import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand.tsx";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("onDemand", () => {
  it("shows the fallback until the code arrives, then the component with its props", async () => {
    const code = deferred<typeof Greeting>();
    const load = vi.fn(() => code.promise);
    const Part = onDemand(load);
    render(<Part.Component name="Asha" fallback={<button type="button">Menu</button>} />);
    expect(screen.getByRole("button", { name: "Menu" })).toBeTruthy();
    await act(async () => code.resolve(Greeting));
    expect(screen.getByText("Hello Asha")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("downloads once however often it is preloaded, and renders at once when the code is in", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = onDemand(load);
    Part.preload();
    Part.preload();
    await act(async () => {});
    render(<Part.Component name="Ravi" fallback={null} />);
    expect(screen.getByText("Hello Ravi")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the fallback when the download fails, and tries again on the next use", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(Greeting);
    const Part = onDemand<{ name: string }>(load);
    const { unmount } = render(<Part.Component name="Meera" fallback={<span>Bell</span>} />);
    await act(async () => {});
    expect(screen.getByText("Bell")).toBeTruthy();
    expect(error).toHaveBeenCalled();
    unmount();
    render(<Part.Component name="Meera" fallback={<span>Bell</span>} />);
    await act(async () => {});
    expect(screen.getByText("Hello Meera")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
