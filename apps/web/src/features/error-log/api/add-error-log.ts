import type { ErrorLogBody } from "@fincareer/domain/contract/errorlog";
import { http } from "../../../lib/http.ts";

/** POST /api/errorlog/add: records a service outage. A failing log call is ignored (SPEC.md section 8). */
export async function addErrorLog(body: ErrorLogBody): Promise<void> {
  try {
    await http<unknown>("/api/errorlog/add", { method: "POST", body, auth: "optional" });
  } catch {
    // Nothing to tell the learner: the maintenance page is already on screen.
  }
}
