import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceChange } from "./price-change.tsx";

describe("PriceChange", () => {
  it("names the period in its label, and on screen where asked", () => {
    const { rerender } = render(<PriceChange price={76_500} previous={79_078.1} />);
    const change = screen.getByRole("img");
    expect(change.getAttribute("aria-label")).toBe("down -2,578.10 (-3.26%) since the previous close");
    expect(change.textContent).not.toContain("prev. close");
    rerender(<PriceChange price={1_260} previous={1_250} showPeriod />);
    const card = screen.getByRole("img");
    expect(card.getAttribute("aria-label")).toBe("up 10.00 (0.80%) since the previous close");
    expect(card.textContent).toContain("vs prev. close");
  });
});
