import Cookies from "js-cookie";
import { describe, expect, it } from "vitest";
import { clearToken, getToken, setToken } from "./token.ts";

describe("the kept token", () => {
  it("reads the cookie once and follows this tab's own login and logout", () => {
    Cookies.set("token", "first");
    expect(getToken()).toBe("first");
    // A cookie changed behind the app's back is not re-read on every call...
    Cookies.set("token", "changed");
    expect(getToken()).toBe("first");
    setToken("mine");
    expect(getToken()).toBe("mine");
    clearToken();
    expect(getToken()).toBeNull();
  });

  it("drops its copy when another tab logs in or out (a storage event for the token)", () => {
    setToken("tab-one");
    Cookies.set("token", "tab-two");
    window.localStorage.setItem("token", "tab-two");
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    expect(getToken()).toBe("tab-two");
    Cookies.remove("token");
    window.localStorage.removeItem("token");
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(getToken()).toBeNull();
  });
});
