import { describe, expect, it } from "vitest";
import { betaFit, isRiskAppetite, RISK_APPETITES, riskBand } from "./risk-profile.ts";

describe("risk profile", () => {
  it("gives every appetite an allocation that adds up to 100%", () => {
    for (const a of RISK_APPETITES) {
      const { large, mid, small, cash } = riskBand(a).allocation;
      expect(large + mid + small + cash, a).toBe(100);
    }
  });

  it("raises the band, the position cap and the beta range with the appetite", () => {
    const [c, b, a] = RISK_APPETITES.map(riskBand);
    expect([c!.band, b!.band, a!.band]).toEqual(["Low", "Moderate", "High"]);
    expect(c!.max_position_pct).toBeLessThan(b!.max_position_pct);
    expect(b!.max_position_pct).toBeLessThan(a!.max_position_pct);
    expect(c!.beta_range[1]).toBeLessThan(a!.beta_range[1]);
  });

  it("places a portfolio beta below, within or above the band", () => {
    expect(betaFit("balanced", 0.5)).toBe("below");
    expect(betaFit("balanced", 1)).toBe("within");
    expect(betaFit("balanced", 1.3)).toBe("above");
    expect(betaFit("balanced", null)).toBeNull();
  });

  it("recognises only the three appetites", () => {
    expect(isRiskAppetite("balanced")).toBe(true);
    expect(isRiskAppetite("yolo")).toBe(false);
    expect(isRiskAppetite(3)).toBe(false);
  });
});

describe("betaFit at the band's edges", () => {
  it("counts both ends of the range as within", () => {
    const [low, high] = riskBand("balanced").beta_range;
    expect(betaFit("balanced", low)).toBe("within");
    expect(betaFit("balanced", high)).toBe("within");
    expect(betaFit("balanced", low - 0.01)).toBe("below");
    expect(betaFit("balanced", high + 0.01)).toBe("above");
  });

  it("has no answer without a finite beta", () => {
    expect(betaFit("balanced", null)).toBeNull();
    expect(betaFit("balanced", Number.NaN)).toBeNull();
    expect(betaFit("balanced", Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("isRiskAppetite takes only the three names", () => {
    expect(isRiskAppetite("balanced")).toBe(true);
    expect(isRiskAppetite("Balanced")).toBe(false);
    expect(isRiskAppetite(null)).toBe(false);
    expect(isRiskAppetite(["balanced"])).toBe(false);
  });
});
