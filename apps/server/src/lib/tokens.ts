// JWT shapes. Learner tokens: { sub: "<userId>", sid: <login session id> }. Operator tokens: { op: true }, short-lived,
// signed with the same secret by the CLI. The app signs and verifies through @fastify/jwt (fast-jwt underneath);
// the CLI signs with fast-jwt directly, so it needs no app to talk to a running server.
import { createSigner } from "fast-jwt";

/** How long a learner's login lasts before they must log in again. */
export const USER_TOKEN_TTL = "7d";
/** How long an operator (CLI) token lasts. */
export const OPERATOR_TOKEN_TTL_MS = 5 * 60_000;

/** A verified learner token. */
export interface UserClaims {
  kind: "user";
  userId: number;
  sid: number;
}
/** A verified operator token. */
export interface OperatorClaims {
  kind: "operator";
}
export type Claims = UserClaims | OperatorClaims;

/** Signs and verifies tokens with the configured secret (implemented over app.jwt). */
export interface TokenCodec {
  sign(payload: Record<string, unknown>, options?: { expiresIn?: string | number }): string;
  /** Returns the decoded payload; throws on a bad signature, a malformed token or an expired one. */
  verify(token: string): unknown;
}

/** Why a token was refused, as a message for the 401 body. */
export function tokenErrorMessage(err: unknown): string {
  const code = (err as { code?: unknown })?.code;
  if (code === "FAST_JWT_EXPIRED") return "token expired: log in again";
  if (code === "FAST_JWT_MALFORMED") return "malformed token";
  return "invalid token signature: log in again";
}

/** Reads verified claims from a decoded payload; null when the payload has neither shape. */
export function claimsOf(payload: unknown): Claims | null {
  if (!payload || typeof payload !== "object") return null;
  const p = payload as { sub?: unknown; sid?: unknown; op?: unknown };
  if (p.op === true) return { kind: "operator" };
  const userId = typeof p.sub === "string" ? Number(p.sub) : p.sub;
  if (typeof userId !== "number" || !Number.isInteger(userId) || userId <= 0) return null;
  if (typeof p.sid !== "number" || !Number.isInteger(p.sid)) return null;
  return { kind: "user", userId, sid: p.sid };
}

/** Signs a 5-minute operator token (used by the CLI against a running server). */
export function signOperatorToken(secret: string): string {
  const sign = createSigner({ key: secret, algorithm: "HS256", expiresIn: OPERATOR_TOKEN_TTL_MS });
  return sign({ op: true });
}
