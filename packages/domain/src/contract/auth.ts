import { z } from "zod";
import { Email } from "./common.ts";

export const PASSWORD_MIN = 8;

/** POST /api/auth/signup */
export const SignupBody = z.object({
  name: z.string().trim().min(1, "name is required").max(100),
  email: Email,
  password: z.string().min(PASSWORD_MIN, `password must have at least ${PASSWORD_MIN} characters`).max(200),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** POST /api/auth/login */
export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, "password is required").max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** Both auth calls answer with a signed JWT to send as `Authorization: Bearer`. */
export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;
