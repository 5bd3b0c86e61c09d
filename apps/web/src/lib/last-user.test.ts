import { describe, expect, it } from "vitest";
import { LAST_USER_KEY, clearToken, readLastUser, setToken, writeLastUser } from "./token.ts";

const TOKEN = "header.payload.signature-of-the-first-login-0001";
const OTHER = "header.payload.signature-of-another-login-00002";

describe("the last verified user", () => {
  it("is read back only with the token it was verified with", () => {
    writeLastUser(TOKEN, { name: "Farah", cprogram: "FAFMEP" });
    expect(readLastUser(TOKEN)).toEqual({ name: "Farah", cprogram: "FAFMEP" });
    expect(readLastUser(OTHER)).toBeNull();
  });

  it("is forgotten with the token on logout, and unreadable data counts as none", () => {
    setToken(TOKEN);
    writeLastUser(TOKEN, { name: "Farah" });
    clearToken();
    expect(window.localStorage.getItem(LAST_USER_KEY)).toBeNull();
    expect(readLastUser(TOKEN)).toBeNull();
    window.localStorage.setItem(LAST_USER_KEY, "{not json");
    expect(readLastUser(TOKEN)).toBeNull();
  });
});
