// The one HTTP client every API call goes through (SPEC.md section 7): JSON in and out, `Authorization: Bearer`
// with the stored token, failures as ApiError. Without a token an authenticated call runs the logged-out action
// instead of asking the server; a 401 on an authenticated call does the same, because the token is no good.
import type { FieldError } from "@fincareer/domain/contract/common";
import { ApiError } from "./api-error.ts";
import { takeFirstData } from "./first-data.ts";
import { clearToken, getToken } from "./token.ts";

/**
 * required: needs a token (the default); optional: sends one when there is one (error log, token check);
 * none: never sends one (login, sign-up).
 */
export type AuthMode = "required" | "optional" | "none";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  auth?: AuthMode;
  signal?: AbortSignal;
}

type LoggedOutHandler = () => void;

let loggedOutHandler: LoggedOutHandler = () => {
  window.location.assign("/login");
};

/** Sets what happens when an authenticated call finds no (valid) token; the app points it at its router. */
export function setLoggedOutHandler(handler: LoggedOutHandler): void {
  loggedOutHandler = handler;
}

function runLoggedOut(): void {
  clearToken();
  loggedOutHandler();
}

/**
 * What a screen says while the server (or a part it needs, such as its database) is briefly down: the server
 * answers 503 `unavailable` with Retry-After, a proxy in front of a stopped server a 503 of its own.
 */
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Try again in a moment.";

/** What a request that never reached the server says. */
const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

async function errorFrom(response: Response, failure?: (status: number) => string): Promise<ApiError> {
  let code = `http_${response.status}`;
  let message =
    failure?.(response.status) ?? (response.statusText || `Request failed with status ${response.status}`);
  let requestId: string | null = null;
  let fields: FieldError[] = [];
  try {
    const body = (await response.json()) as {
      error?: unknown;
      message?: unknown;
      requestId?: unknown;
      fields?: unknown;
    };
    if (typeof body.error === "string") code = body.error;
    if (typeof body.message === "string") message = body.message;
    if (typeof body.requestId === "string") requestId = body.requestId;
    if (Array.isArray(body.fields)) fields = body.fields.filter(isFieldError);
  } catch {
    // Not JSON (a proxy error page, an empty body): keep the status text.
  }
  // An outage is nobody's mistake to report: plain words, no reference to quote.
  if (response.status === 503) return new ApiError(503, code, UNAVAILABLE_MESSAGE, requestId, fields);
  // A server error's id goes into the message every toast and page shows, so a learner can quote it to support.
  if (requestId !== null) message = `${message} (reference ${requestId})`;
  return new ApiError(response.status, code, message, requestId, fields);
}

function isFieldError(value: unknown): value is FieldError {
  const field = value as Partial<FieldError> | null;
  return typeof field?.path === "string" && typeof field.message === "string";
}

/** How `send` asks and what it says when the server gives no message. */
interface SendOptions {
  accept: string;
  failure?: (status: number) => string;
}

/**
 * Sends the request with the token the auth mode asks for and returns the successful response; throws ApiError
 * on failure (the server's { error, message }, else the `failure` text or the status text) and runs the
 * logged-out action when an authenticated call has no token or gets a 401.
 */
async function send(path: string, options: RequestOptions, how: SendOptions): Promise<Response> {
  const { method = "GET", body, auth = "required", signal } = options;
  const token = auth === "none" ? null : getToken();
  if (auth === "required" && token === null) {
    runLoggedOut();
    throw new ApiError(401, "unauthorized", "You are not signed in.");
  }
  const headers: Record<string, string> = { Accept: how.accept };
  // FormData (file uploads) goes as multipart; the browser writes its Content-Type with the boundary.
  const multipart = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  if (token !== null) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network_error", NETWORK_MESSAGE);
  }
  if (!response.ok) {
    const error = await errorFrom(response, how.failure);
    if (response.status === 401 && auth === "required") runLoggedOut();
    throw error;
  }
  return response;
}

/** How an upload with progress reports and stops (httpUpload). */
export interface UploadOptions {
  /** Bytes of the request body sent so far, and its total. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting it stops the upload (the promise rejects with an AbortError). */
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form (a research file, a profile photo) through XMLHttpRequest, whose upload events give the
 * bytes sent (fetch gives none), and returns the parsed JSON body; failures as http() gives them (ApiError, the
 * logged-out action on a 401, plain words for a lost connection).
 */
export function httpUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const token = getToken();
  if (token === null) {
    runLoggedOut();
    return Promise.reject(new ApiError(401, "unauthorized", "You are not signed in."));
  }
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded, e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", NETWORK_MESSAGE));
    xhr.onabort = () => reject(new DOMException("The upload was canceled.", "AbortError"));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((xhr.responseText === "" ? undefined : JSON.parse(xhr.responseText)) as T);
        return;
      }
      const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      void errorFrom(response).then((error) => {
        if (xhr.status === 401) runLoggedOut();
        reject(error);
      });
    };
    if (options.signal?.aborted) {
      reject(new DOMException("The upload was canceled.", "AbortError"));
      return;
    }
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Calls the API and returns the parsed JSON body (undefined for 204); throws ApiError on failure. A GET the page
 * already answered (lib/first-data.ts) is not sent.
 */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The first screen's GETs may already be answered in the page (lib/first-data.ts).
  if ((options.method ?? "GET") === "GET" && options.auth !== "none") {
    const first = takeFirstData(path, getToken());
    if (first !== undefined) return first.body as T;
  }
  const response = await send(path, options, { accept: "application/json" });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

/**
 * Fetches a file the API serves behind the token (a workbook, an attachment, an .ics) as a Blob, with the same
 * token, errors and 401 handling as `http`; `failure` says what went wrong when the server gives no message.
 */
export async function httpBlob(
  path: string,
  failure: (status: number) => string,
  options: RequestOptions = {},
): Promise<Blob> {
  const response = await send(path, options, { accept: "*/*", failure });
  return response.blob();
}
