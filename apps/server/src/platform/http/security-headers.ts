// Security headers (helmet) on every response. The helmet middleware is built once here: @fastify/helmet builds it
// anew for every request, which cost about 100 us of CPU per request (15% of a cached API answer).
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import type { HelmetOptions } from "helmet";
import { isFirstDataRead } from "./first-data.ts";

/** Sets helmet's headers on every response (registered globally, before the routes). */
export const securityHeaders: FastifyPluginAsync<HelmetOptions> = fp(async (app, options) => {
  const middleware = helmet(options);
  app.addHook("onRequest", (req, reply, done) => {
    // The page's own API reads (first data) are answered inside the page, which carries the headers.
    if (isFirstDataRead(req.raw)) return done();
    middleware(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
});
