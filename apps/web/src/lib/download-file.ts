// Files served behind the Bearer token (research attachments) cannot be opened with a plain link: the browser
// would not send the header. They are fetched with the token and handed to the browser as a blob.
import { ApiError } from "./api-error.ts";
import { getToken } from "./token.ts";

/** Fetches `url` with the stored token and saves it under `name` (PDFs open in a new tab instead). */
export async function downloadFile(url: string, name: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(
      0,
      "network_error",
      "Could not reach the server. Check your connection and try again.",
    );
  }
  if (!response.ok) {
    let message = `The file could not be downloaded (${response.status}).`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === "string") message = body.message;
    } catch {
      // Not JSON: keep the generic message.
    }
    throw new ApiError(response.status, `http_${response.status}`, message);
  }
  const blob = await response.blob();
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
