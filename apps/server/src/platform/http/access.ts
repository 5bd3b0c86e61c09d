// The one API access hook (issue 9 item 3): every route names its area in `config: { access: "<area>" }` and this
// hook applies the table of packages/domain/src/api-access.ts to the caller's current program. Default deny: a
// route without a known area is refused at run time, and an /api route without one stops the app at start-up.
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { API_AREAS, apiAccess, isApiArea } from "@fincareer/domain/api-access";
import type { ApiArea, ApiCaller } from "@fincareer/domain/api-access";
import { AppError, forbidden } from "../../lib/errors.ts";
import { todayIst } from "../../lib/dates.ts";
import type { Caller, SessionReader } from "../caller.ts";

/** A route whose area depends on one query parameter (e.g. /api/resources?track=beginner). */
export interface AccessByQuery {
  key: string;
  areas: Record<string, ApiArea>;
}

/** One registered route and its declared area(s), as collected at start-up (docs and the table test read them). */
export interface AccessRoute {
  method: string;
  url: string;
  access: ApiArea;
  accessByQuery?: AccessByQuery;
  /** True on a GET that creates or closes data: the table judges it as a write. */
  writes?: true;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with its access area, in registration order (HEAD twins of GET routes left out). */
    accessRoutes: AccessRoute[];
  }
  interface FastifyContextConfig {
    /** The route's area in the API access table (platform/http/access.ts); required on every /api route. */
    access?: ApiArea;
    /** An area chosen by a query parameter's raw value, checked before `access`. */
    accessByQuery?: AccessByQuery;
    /**
     * True on a GET that creates or closes data (SPEC.md keeps start_game, ibepgames and ibepdone as GETs): the
     * table judges it as a write, so an ended enrolment or an admin outside the program is refused.
     */
    accessWrites?: boolean;
  }
}

// Routes the app does not declare itself: the OpenAPI document and UI (public documentation) and the static web
// build (everything outside /api). They are public by nature; every other route must name its area.
const DOCS_PREFIX = "/api/docs";

function isApiUrl(url: string): boolean {
  return url === "/api" || url.startsWith("/api/");
}

/** True for routes exempt from declaring an area (the docs and the static web build). */
export function isExemptRoute(url: string): boolean {
  return !isApiUrl(url) || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

/** The areas a route declares (its access and every accessByQuery value). */
export function declaredAreas(config: unknown): unknown[] {
  const c = (config ?? {}) as { access?: unknown; accessByQuery?: { areas?: Record<string, unknown> } };
  return [c.access, ...Object.values(c.accessByQuery?.areas ?? {})];
}

/** The route's area for this request, or undefined when it declares none (refused). */
function areaOf(request: FastifyRequest): ApiArea | undefined {
  const config = request.routeOptions.config as { access?: unknown; accessByQuery?: AccessByQuery };
  const byQuery = config.accessByQuery;
  if (byQuery) {
    const value = (request.query as Record<string, unknown> | undefined)?.[byQuery.key];
    const area = typeof value === "string" ? byQuery.areas[value] : undefined;
    if (area !== undefined) return area;
  }
  return isApiArea(config.access) ? config.access : undefined;
}

function apiCaller(caller: Caller | null, now: Date): ApiCaller {
  if (caller === null) return { kind: "anonymous", program: null, steps: 0, enrolmentEnded: false };
  if (caller.kind === "operator") return { kind: "operator", program: null, steps: 0, enrolmentEnded: false };
  const { program, plan, planned, steps, endDate } = caller.access;
  return {
    kind: caller.role === "admin" ? "admin" : "learner",
    program,
    plan,
    planned,
    steps,
    endDate,
    // End dates are calendar days; learners are India-based, so "before today" is read on the IST calendar.
    enrolmentEnded: endDate !== null && endDate < todayIst(now),
  };
}

/** Whether the caller may read the area (a GET of one of its routes), by the same table as the hook. */
export function callerMayRead(caller: Caller, area: ApiArea, now = new Date()): boolean {
  return apiAccess(area, "GET", apiCaller(caller, now)).allowed;
}

/** Registers the access table's hook (fastify-plugin: it covers every route registered after it). */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { auth: () => SessionReader }) => {
    const routes: AccessRoute[] = [];
    app.decorate("accessRoutes", routes);
    const record = (route: RouteOptions, access: ApiArea) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const byQuery = route.config?.accessByQuery;
      const writes = route.config?.accessWrites === true;
      for (const method of methods) {
        if (method === "HEAD" && routes.some((r) => r.url === route.url && r.method === "GET")) continue;
        routes.push({
          method,
          url: route.url,
          access,
          ...(byQuery ? { accessByQuery: byQuery } : {}),
          ...(writes ? { writes: true as const } : {}),
        });
      }
    };

    app.addHook("onRoute", (route: RouteOptions) => {
      const url = route.url;
      const areas = declaredAreas(route.config).filter((a) => a !== undefined);
      if (areas.length === 0 && isExemptRoute(url)) {
        route.config = { ...route.config, access: "public" };
        record(route, "public");
        return;
      }
      const unknown = areas.filter((a) => !isApiArea(a));
      if (
        areas.length === 0 ||
        unknown.length > 0 ||
        !isApiArea((route.config as { access?: unknown }).access)
      ) {
        const methods = Array.isArray(route.method) ? route.method.join(",") : route.method;
        throw new Error(
          `route ${methods} ${url} has no known access area: add config: { access: "<area>" } with one of ` +
            `${API_AREAS.join(", ")} (apps/server/src/platform/http/access.ts)`,
        );
      }
      record(route, (route.config as { access: ApiArea }).access);
    });

    // preValidation: after the route's own authentication (onRequest), before its body is validated, so a
    // learner outside the area gets 403 whatever they send.
    app.addHook("preValidation", async (request: FastifyRequest) => {
      // No route matched: the not-found handler answers 404 (or the web shell) and reaches no data.
      if (request.is404) return;
      const area = areaOf(request);
      if (area === undefined)
        throw forbidden("this route has no entry in the access table: refused", "no_access_entry");
      if (area === "public") return;
      if (request.caller === null) {
        // Every route authenticates in its own onRequest; this keeps a route that forgot to closed anyway.
        await (area === "admin" ? app.requireAdmin(request) : app.authenticate(request));
      }
      const now = new Date();
      const writes = (request.routeOptions.config as { accessWrites?: unknown }).accessWrites === true;
      let verdict = apiAccess(area, request.method, apiCaller(request.caller, now), writes);
      const caller = request.caller;
      if (!verdict.allowed && caller?.kind === "user") {
        // The cached program may be up to SESSION_CACHE_MS old: read it again before refusing.
        request.caller = await opts.auth().fresh(caller);
        verdict = apiAccess(area, request.method, apiCaller(request.caller, now), writes);
      }
      if (!verdict.allowed) throw new AppError(verdict.error, verdict.status, verdict.message);
    });
  },
  { name: "access" },
);
