// Files served behind the Bearer token (research attachments) cannot be opened with a plain link: the browser
// would not send the header. They are fetched with the token and handed to the browser as a blob.
import { httpBlob } from "./http.ts";

/** Fetches `url` with the stored token and saves it under `name` (PDFs open in a new tab instead). */
export async function downloadFile(url: string, name: string): Promise<void> {
  const blob = await httpBlob(url, (status) => `The file could not be downloaded (${status}).`);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  if (blob.type === "application/pdf") {
    link.target = "_blank";
    link.rel = "noopener";
  } else {
    link.download = name;
  }
  document.body.append(link);
  link.click();
  link.remove();
  // The new tab or the download has its own reference by now; a minute covers slow starts.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
