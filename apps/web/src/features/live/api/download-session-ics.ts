import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download-file.ts";

/** GET /api/user/live/{id}/ics: saves one session as a calendar file. */
export function downloadSessionIcs(session: { id: number; title: string }): Promise<void> {
  const slug = session.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return downloadFile(`/api/user/live/${session.id}/ics`, `${slug || "live-session"}.ics`);
}

/** The "Add to calendar" download. */
export function useDownloadSessionIcs() {
  return useMutation({ mutationFn: downloadSessionIcs });
}
