import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths, FIRST_DATA_ELEMENT_ID, VERIFY_TOKEN_KEY } from "@fincareer/domain/first-data";
import { verifyToken } from "../features/auth/api/verify-token.ts";
import { FIRST_DATA_TTL_MS, forgetFirstData, takeFirstData } from "./first-data.ts";
import { http } from "./http.ts";
import { forgetToken } from "./token.ts";

const TOKEN = "header.payload.signature-0123456789abcdef";

/** Puts the element the server writes into the page. */
function servePage(json: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = json;
  document.body.append(element);
}

describe("the first screen's data in the page", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    forgetFirstData();
    forgetToken();
    Cookies.set("token", TOKEN);
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ from: "server" }), { headers: { "Content-Type": "application/json" } }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
    Cookies.remove("token");
  });

  it("answers each GET it holds once, from the page, and sends the rest", async () => {
    servePage(
      JSON.stringify({
        token: TOKEN.slice(-16),
        answers: { "/api/user/info": { name: "Asha" }, "/api/x?a=1": [] },
      }),
    );
    await expect(http("/api/user/info")).resolves.toEqual({ name: "Asha" });
    await expect(http("/api/x?a=1")).resolves.toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    // The element has been read and taken out of the page.
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
    await expect(http("/api/user/info")).resolves.toEqual({ from: "server" });
    await expect(http("/api/x?a=2")).resolves.toEqual({ from: "server" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never answers a POST, a request without a token, or another token's request", async () => {
    servePage(
      JSON.stringify({ token: "someone-elses-16", answers: { "/api/user/info": { name: "Other" } } }),
    );
    await expect(http("/api/user/info")).resolves.toEqual({ from: "server" });
    forgetFirstData();
    servePage(JSON.stringify({ token: TOKEN.slice(-16), answers: { "/api/user/info": { name: "Asha" } } }));
    await http("/api/user/info", { method: "POST", body: {} });
    await http("/api/user/info", { auth: "none" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(takeFirstData("/api/user/info", null)).toBeUndefined();
    expect(takeFirstData("/api/user/info", TOKEN)).toEqual({ body: { name: "Asha" } });
  });

  it("answers the shell's token check for the page's token once, and nothing else from its key", async () => {
    const answer = { isValid: true, clientHash: "build-1" };
    servePage(JSON.stringify({ token: TOKEN.slice(-16), answers: { [VERIFY_TOKEN_KEY]: answer } }));
    // A GET of the same path is another request: it goes to the server.
    await expect(http(apiPaths.verifyToken())).resolves.toEqual({ from: "server" });
    await expect(verifyToken(TOKEN)).resolves.toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken: the next check asks the server, with the token in its body.
    await expect(verifyToken(TOKEN)).resolves.toEqual({ from: "server" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [path, init] = fetchMock.mock.calls[1]!;
    expect(path).toBe(apiPaths.verifyToken());
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toEqual({ token: TOKEN });
  });

  it("never answers the token check of another token", async () => {
    servePage(
      JSON.stringify({
        token: TOKEN.slice(-16),
        answers: { [VERIFY_TOKEN_KEY]: { isValid: true, clientHash: null } },
      }),
    );
    await expect(verifyToken("other.token.ffffffffffffffffffff")).resolves.toEqual({ from: "server" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The page's answers were for another session: none is used any more.
    expect(takeFirstData(VERIFY_TOKEN_KEY, TOKEN)).toBeUndefined();
  });

  it("holds nothing past FIRST_DATA_TTL_MS into the page", () => {
    servePage(JSON.stringify({ token: TOKEN.slice(-16), answers: { "/api/user/info": {} } }));
    vi.spyOn(performance, "now").mockReturnValue(FIRST_DATA_TTL_MS + 1);
    expect(takeFirstData("/api/user/info", TOKEN)).toBeUndefined();
  });

  it("ignores an element cut short or of another shape", () => {
    for (const json of ['{"token":"x","answers":{"/a":', "[]", '{"token":1,"answers":{}}', '{"token":"x"}']) {
      forgetFirstData();
      servePage(json);
      expect(takeFirstData("/a", TOKEN), json).toBeUndefined();
      document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
    }
  });
});
