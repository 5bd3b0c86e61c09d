// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has logged in as
// an account gets a signed cookie naming that account, and its later logins as that account are counted against
// that cookie only, not against the address's limits (login-throttle.ts). Learners sharing a lab or hostel address
// then keep logging in while someone else there fails or sprays guesses.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";

/** How long a device cookie lasts, in the browser and on the server (a stolen copy stops working too). */
export const DEVICE_COOKIE_DAYS = 180;
const LIFETIME_MS = DEVICE_COOKIE_DAYS * 24 * 3_600_000;
/** Only the auth routes need it, so no other request carries it. */
export const DEVICE_COOKIE_PATH = "/api/auth";
const PREFIX = "fc_device_";

/** A cookie to set on the login answer. */
export interface DeviceCookie {
  name: string;
  value: string;
}

const b64 = (buf: Buffer) => buf.toString("base64url");

/**
 * Issues and checks device cookies signed with a key of their own (derived from the server secret). One cookie per
 * account, named by a keyed hash of the email, so one lab computer keeps a cookie for each learner who used it and
 * the email never appears in clear.
 */
export function createDeviceCookies(secret: string, now = () => Date.now()) {
  const key = createHmac("sha256", secret).update("login device cookie").digest();
  const mac = (text: string) => createHmac("sha256", key).update(text).digest();
  const nameOf = (email: string) => PREFIX + b64(mac(`account\0${email}`).subarray(0, 16));
  const signature = (name: string, issued: string, nonce: string) =>
    mac(`device\0${name}\0${issued}\0${nonce}`);

  return {
    /** A new cookie for a browser that just logged in as this (lower-cased) email. */
    issue(email: string): DeviceCookie {
      const name = nameOf(email);
      const issued = now().toString(36);
      const nonce = b64(randomBytes(16));
      return { name, value: `${issued}.${nonce}.${b64(signature(name, issued, nonce))}` };
    },

    /**
     * The id of the request's valid, unexpired device cookie for this email (its nonce), or null: a cookie issued
     * for another account, tampered with, or malformed counts as none.
     */
    read(cookieHeader: string | undefined, email: string): string | null {
      if (!cookieHeader) return null;
      const name = nameOf(email);
      const value = parseCookie(cookieHeader)[name];
      const [issued, nonce, sig, extra] = value?.split(".") ?? [];
      if (!issued || !nonce || !sig || extra !== undefined) return null;
      // Compared as text: base64url's last character carries unused bits, so decoded bytes would also accept a
      // signature with its last character changed.
      const given = Buffer.from(sig);
      const expected = Buffer.from(b64(signature(name, issued, nonce)));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const age = now() - parseInt(issued, 36);
      return age >= 0 && age < LIFETIME_MS ? nonce : null;
    },

    /** The Set-Cookie header for a cookie: HttpOnly, SameSite=Strict, the auth routes only, Secure over https. */
    header(cookie: DeviceCookie, secure: boolean): string {
      return stringifySetCookie({
        ...cookie,
        path: DEVICE_COOKIE_PATH,
        maxAge: LIFETIME_MS / 1000,
        httpOnly: true,
        sameSite: "strict",
        secure,
      });
    },
  };
}

/** The device cookies' interface. */
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
