import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toasts } from "../app/toasts.tsx";
import { loadToasts, orderToastId, toast, toastMark, toastPushed } from "./toast.ts";

// The real react-toastify behind the app's lazy container. Each test uses its own order number: the module keeps
// what it has shown per order for the whole visit, as the app does.

const placed = (id: number) => `Order #${id} placed: BUY 2 WIPRO at limit ₹ 250.00`;
const filled = (id: number) => `Your BUY order #${id} for 2 WIPRO was filled at ₹ 249.50.`;

/** The toasts on screen (react-toastify gives the alert role only to a toast that is in, not to one closing). */
function shown(): string[] {
  return screen.queryAllByRole("alert").map((alert) => alert.textContent);
}

/** The app's toast container, in the page once react-toastify has arrived. */
async function mounted(): Promise<void> {
  await act(() => loadToasts());
  const { container } = render(<Toasts />);
  await waitFor(() => expect(container.querySelector(".Toastify")).not.toBeNull());
}

afterEach(() => {
  cleanup();
});

describe("one toast per order", () => {
  it("the answer first: the 'placed' toast becomes the fill in place", async () => {
    await mounted();
    const since = toastMark();
    act(() => toast.success(placed(1), { id: orderToastId(1), since }));
    await waitFor(() => expect(shown()).toEqual([placed(1)]));
    act(() => toastPushed(filled(1)));
    await waitFor(() => expect(shown()).toEqual([filled(1)]));
  });

  it("the fill first (the socket beat the answer): the answer is dropped and the fill stays", async () => {
    await mounted();
    const since = toastMark(); // the order is sent ...
    act(() => toastPushed(filled(2))); // ... its fill arrives on the socket ...
    await waitFor(() => expect(shown()).toEqual([filled(2)]));
    act(() => toast.success(placed(2), { id: orderToastId(2), since })); // ... then the answer
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown()).toEqual([filled(2)]);
  });

  it("both before the toasts' container is in the page (the first toasts of a visit): only the fill shows", async () => {
    // Either order of arrival: the queued 'placed' toast is taken back, or the late answer dropped.
    const since3 = toastMark();
    toast.success(placed(3), { id: orderToastId(3), since: since3 });
    toastPushed(filled(3));
    const since4 = toastMark();
    toastPushed(filled(4));
    toast.success(placed(4), { id: orderToastId(4), since: since4 });
    await mounted();
    await waitFor(() => expect(shown().sort()).toEqual([filled(3), filled(4)]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown().sort()).toEqual([filled(3), filled(4)]);
  });

  it("an answer to a later request about the order is shown: only pushes since the request outrank it", async () => {
    await mounted();
    act(() =>
      toastPushed(
        "Your BUY SL order #5 for 2 WIPRO was triggered at ₹ 251.00; it now waits for its limit ₹ 250.00.",
      ),
    );
    await waitFor(() => expect(shown()).toHaveLength(1));
    const since = toastMark(); // the learner then modifies the order
    act(() =>
      toast.success("Order #5 modified: BUY 2 WIPRO at limit ₹ 252.00", { id: orderToastId(5), since }),
    );
    await waitFor(() => expect(shown()).toEqual(["Order #5 modified: BUY 2 WIPRO at limit ₹ 252.00"]));
  });

  it("a rejection replaces the order's toast in red; other messages keep their own toasts", async () => {
    await mounted();
    const since = toastMark();
    act(() => toast.success(placed(6), { id: orderToastId(6), since }));
    act(() => toastPushed("Your research was graded: 8 out of 10."));
    await waitFor(() => expect(shown()).toHaveLength(2));
    const rejected = "Your BUY order #6 for 2 WIPRO was rejected: not enough cash at ₹ 250.00.";
    act(() => toastPushed(rejected));
    await waitFor(() =>
      expect(shown().sort()).toEqual([rejected, "Your research was graded: 8 out of 10."].sort()),
    );
    const box = screen.getByText(rejected).closest(".Toastify__toast");
    expect(box?.className).toContain("Toastify__toast--error");
  });
});
