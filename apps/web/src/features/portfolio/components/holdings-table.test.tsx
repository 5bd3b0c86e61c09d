import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { HOLDING } from "../test-holding.ts";
import { HoldingsTable } from "./holdings-table.tsx";

const actions = { onTrade: () => {}, onTrail: () => {}, onCancelTrail: () => {} };

describe("holdings table", () => {
  it("badges a protective stop-loss as it badges a trailing stop (issue 41)", () => {
    renderWithApp(
      <HoldingsTable
        holdings={[
          { ...HOLDING, stop: { sprice: 1320.5, qty: 20, count: 1 } },
          { ...HOLDING, upid: 32, shortCode: "TCS", trail: { trailid: 9, sprice: 3650, trail: 50, qty: 5 } },
        ]}
        loading={false}
        empty={null}
        actions={actions}
      />,
    );
    const table = screen.getByRole("table", { name: "Holdings" });
    const [infy, tcs] = within(table).getAllByRole("row").slice(1);
    expect(within(infy!).getByText("Stop-loss 1,320.50")).toBeTruthy();
    expect(within(infy!).queryByText(/Trailing stop/)).toBeNull();
    expect(within(tcs!).getByText("Trailing stop 3,650.00")).toBeTruthy();
    expect(within(tcs!).queryByText(/Stop-loss/)).toBeNull();
  });
});
