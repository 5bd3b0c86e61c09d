import { useState } from "react";
import { downloadFile } from "./download-file.ts";
import { toast } from "./toast.ts";

/** A download behind the token for a button: `pending` while it runs, a toast when it fails. */
export function useFileDownload(failure = "The file could not be downloaded.") {
  const [pending, setPending] = useState(false);
  const download = (url: string, name: string) => {
    setPending(true);
    downloadFile(url, name)
      .catch((error: unknown) => {
        toast.error(error instanceof Error ? error.message : failure);
      })
      .finally(() => setPending(false));
  };
  return { pending, download };
}
