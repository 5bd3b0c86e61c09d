import { http } from "../../../lib/http.ts";

/** PATCH /api/portfolio/setup-done: no payload, result ignored (SPEC.md section 7); failures are only logged. */
export async function completePortfolioSetup(): Promise<void> {
  try {
    await http<unknown>("/api/portfolio/setup-done", { method: "PATCH" });
  } catch (error) {
    console.error("portfolio setup-done failed", error);
  }
}
