// Authentication preHandlers: `authenticate` (a learner's Bearer JWT), `requireAdmin` (admin role or operator
// token), `optionalAuth` (public routes that record the caller when there is one).
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, forbidden, unauthorized } from "../../lib/errors.ts";
import type { Caller, SessionReader } from "../caller.ts";

/** A learner or admin caller (not an operator token). */
export type UserCaller = Extract<Caller, { kind: "user" }>;

declare module "fastify" {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    optionalAuth: (request: FastifyRequest) => Promise<void>;
    /** Whether a login session is still live (a signed media link is tied to the session that asked for it). */
    liveSession: (caller: { userId: number; sid: number }) => Promise<boolean>;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized("the Authorization header must be 'Bearer <token>'");
  return match[1] ?? null;
}

/** The authenticated learner of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): UserCaller {
  const caller = request.caller;
  if (caller?.kind !== "user") throw unauthorized("log in first: this route needs a Bearer token");
  return caller;
}

/** Registers the auth decorators (fastify-plugin: visible to every route plugin). */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { auth: () => SessionReader }) => {
    app.decorateRequest("caller", null);

    async function resolve(request: FastifyRequest, required: boolean): Promise<Caller | null> {
      const token = bearerToken(request);
      if (!token) {
        if (required)
          throw unauthorized("missing token: send 'Authorization: Bearer <token>' (log in first)");
        return null;
      }
      return opts.auth().authenticate(token);
    }

    app.decorate("authenticate", async (request: FastifyRequest) => {
      const caller = await resolve(request, true);
      if (caller?.kind !== "user") throw forbidden("operator tokens may only call the admin API");
      request.caller = caller;
    });

    app.decorate("requireAdmin", async (request: FastifyRequest) => {
      const caller = await resolve(request, true);
      if (caller?.kind === "user" && caller.role !== "admin")
        throw forbidden("this route needs the admin role");
      request.caller = caller;
    });

    app.decorate("liveSession", async (caller: { userId: number; sid: number }) =>
      opts
        .auth()
        .session(caller)
        .then(() => true)
        .catch((err: unknown) => {
          if (err instanceof AppError && err.status === 401) return false;
          throw err;
        }),
    );

    app.decorate("optionalAuth", async (request: FastifyRequest) => {
      const caller = await resolve(request, false);
      if (caller?.kind === "operator") throw forbidden("operator tokens may only call the admin API");
      request.caller = caller;
    });
  },
  { name: "auth" },
);
