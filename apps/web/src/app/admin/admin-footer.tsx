// The admin area's footer: which release the server runs (package version and commit) and on which Node, from
// GET /api/health, so an operator checking a deploy or a rollback sees it on any admin page (issue 38).
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { HealthResponse } from "@fincareer/domain/contract/health";
import { http } from "../../lib/http.ts";
import { healthKeys } from "../../lib/query-keys.ts";
import classes from "./admin-layout.module.css";

type Health = z.infer<typeof HealthResponse>;

export function AdminFooter() {
  const health = useQuery({
    queryKey: healthKeys.all,
    queryFn: () => http<Health>("/api/health"),
    staleTime: 5 * 60_000,
  });
  if (!health.data) return null;
  const { version, commit, node } = health.data;
  return (
    <footer className={classes.footer}>
      FinCareer {version}
      {commit !== "unknown" ? ` (${commit})` : ""} · Node {node}
    </footer>
  );
}
