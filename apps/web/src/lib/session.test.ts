import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isSessionValid, logout, redirectToRenewal, renewUrl } from "./session.ts";
import { getToken, setToken } from "./token.ts";

function stubServiceWorkers() {
  const unregister = vi.fn().mockResolvedValue(true);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistrations: vi.fn().mockResolvedValue([{ unregister }, { unregister }]) },
  });
  return unregister;
}

describe("logout", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("removes the token from cookie and localStorage, unregisters service workers and goes to /", async () => {
    setToken("abc");
    expect(Cookies.get("token")).toBe("abc");
    expect(window.localStorage.getItem("token")).toBe("abc");
    const unregister = stubServiceWorkers();
    const goTo = vi.fn();

    await logout(goTo);

    expect(Cookies.get("token")).toBeUndefined();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(getToken()).toBeNull();
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(goTo).toHaveBeenCalledWith("/");
  });

  it("still logs out where service workers are unavailable", async () => {
    setToken("abc");
    const goTo = vi.fn();
    await logout(goTo);
    expect(getToken()).toBeNull();
    expect(goTo).toHaveBeenCalledWith("/");
  });
});

describe("isSessionValid", () => {
  it("accepts a valid token whose build hash matches", () => {
    expect(isSessionValid({ isValid: true, clientHash: "abc" }, "abc")).toBe(true);
  });

  it("rejects a valid token from a stale build", () => {
    expect(isSessionValid({ isValid: true, clientHash: "new" }, "old")).toBe(false);
  });

  it("skips the comparison when either hash is missing", () => {
    expect(isSessionValid({ isValid: true, clientHash: null }, "abc")).toBe(true);
    expect(isSessionValid({ isValid: true, clientHash: "abc" }, "")).toBe(true);
  });

  it("rejects an invalid token whatever the hashes", () => {
    expect(isSessionValid({ isValid: false, clientHash: "abc" }, "abc")).toBe(false);
    expect(isSessionValid({ isValid: false, clientHash: null }, "")).toBe(false);
  });
});

describe("renewal redirect", () => {
  it("goes to /renew with email and status as query parameters", async () => {
    const goTo = vi.fn();
    await redirectToRenewal("a+b@example.in", "expired", goTo);
    expect(goTo).toHaveBeenCalledWith(renewUrl("a+b@example.in", "expired"));
    const url = new URL(goTo.mock.calls[0]?.[0] as string, "http://x");
    expect(url.pathname).toBe("/renew");
    expect(url.searchParams.get("email")).toBe("a+b@example.in");
    expect(url.searchParams.get("status")).toBe("expired");
  });
});
