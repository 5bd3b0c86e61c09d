import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { http, httpBlob, setLoggedOutHandler } from "./http.ts";
import { getToken, setToken } from "./token.ts";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("http client", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const loggedOut = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    loggedOut.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    setLoggedOutHandler(loggedOut);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("attaches the token from the cookie as a Bearer header", async () => {
    Cookies.set("token", "cookie-token");
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(http("/api/user/info")).resolves.toEqual({ ok: true });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer cookie-token");
  });

  it("falls back to the token in localStorage", async () => {
    window.localStorage.setItem("token", "local-token");
    fetchMock.mockResolvedValue(jsonResponse({}));
    await http("/api/user/info");
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer local-token");
  });

  it("sends JSON bodies with the method given", async () => {
    setToken("t");
    fetchMock.mockResolvedValue(jsonResponse({ post_signup_steps: 1 }));
    await http("/api/user/signup_step", { method: "POST", body: { step: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ step: 1 }));
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("quotes a server error's request id in the message every screen shows", async () => {
    setToken("t");
    fetchMock.mockResolvedValue(
      jsonResponse({ error: "internal_error", message: "internal server error", requestId: "req-42" }, 500),
    );
    const error = await http("/api/user/info").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      code: "internal_error",
      requestId: "req-42",
      message: "internal server error (reference req-42)",
    });
  });

  it("parses an { error, message } body into an ApiError", async () => {
    setToken("t");
    fetchMock.mockResolvedValue(jsonResponse({ error: "validation_error", message: "step must be 1" }, 400));
    const error = await http("/api/user/signup_step", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "validation_error", message: "step must be 1" });
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it("keeps the status text when the error body is not JSON", async () => {
    setToken("t");
    fetchMock.mockResolvedValue(
      new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    await expect(http("/api/user/info")).rejects.toMatchObject({ status: 502, code: "http_502" });
  });

  it("says to try again in a moment when the server is briefly unavailable (503), from it or from a proxy", async () => {
    setToken("t");
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: "unavailable",
          message: "the service is briefly unavailable: try again in a moment",
          requestId: "req-7",
        },
        503,
      ),
    );
    await expect(http("/api/user/info")).rejects.toMatchObject({
      status: 503,
      code: "unavailable",
      message: "The service is briefly unavailable. Try again in a moment.",
    });
    fetchMock.mockResolvedValueOnce(
      new Response("<html>503 Service Temporarily Unavailable</html>", { status: 503 }),
    );
    await expect(httpBlob("/api/excel/workbook/x", (status) => `failed (${status})`)).rejects.toMatchObject({
      status: 503,
      message: "The service is briefly unavailable. Try again in a moment.",
    });
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it("runs the logged-out action instead of calling the API when there is no token", async () => {
    await expect(http("/api/user/info")).rejects.toMatchObject({ status: 401, code: "unauthorized" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loggedOut).toHaveBeenCalledOnce();
  });

  it("clears a token the server rejects and runs the logged-out action", async () => {
    setToken("expired");
    fetchMock.mockResolvedValue(jsonResponse({ error: "unauthorized", message: "token expired" }, 401));
    await expect(http("/api/user/info")).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
  });

  it("sends no token and keeps the session on public calls", async () => {
    setToken("old");
    fetchMock.mockResolvedValue(jsonResponse({ error: "unauthorized", message: "wrong password" }, 401));
    await expect(
      http("/api/auth/login", { method: "POST", body: { email: "a@b.in", password: "x" }, auth: "none" }),
    ).rejects.toMatchObject({ message: "wrong password" });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(getToken()).toBe("old");
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it("reports a network failure as an ApiError with status 0", async () => {
    setToken("t");
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(http("/api/user/info")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("sends multipart uploads as FormData with the token and no JSON Content-Type", async () => {
    setToken("t");
    fetchMock.mockResolvedValue(jsonResponse({ id: 1 }, 201));
    const form = new FormData();
    form.append("title", "Intro");
    await expect(
      http("/api/content/modules/1/videos/upload", { method: "POST", body: form }),
    ).resolves.toEqual({
      id: 1,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer t");
    expect(headers["Content-Type"]).toBeUndefined();
  });

  it("downloads a file as a Blob with the token", async () => {
    setToken("t");
    fetchMock.mockResolvedValue(new Response("BEGIN:VCALENDAR", { status: 200 }));
    const blob = await httpBlob("/api/user/live/1/ics", (status) => `failed (${status})`);
    await expect(blob.text()).resolves.toBe("BEGIN:VCALENDAR");
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer t");
  });

  it("says what failed when a download's error has no message, and logs out on a 401 download", async () => {
    setToken("t");
    fetchMock.mockResolvedValueOnce(new Response("nope", { status: 500 }));
    await expect(httpBlob("/api/excel/workbook/x", (status) => `failed (${status})`)).rejects.toMatchObject({
      status: 500,
      message: "failed (500)",
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "unauthorized", message: "token expired" }, 401));
    await expect(httpBlob("/api/excel/workbook/x", () => "failed")).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
  });
});
