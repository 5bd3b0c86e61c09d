// Health: liveness, readiness (database, storage, Redis) and the version (/api/health, /api/ready).
import { defineModule } from "../../platform/module.ts";
import { healthRoutes } from "./routes.ts";
import { createHealthService } from "./service.ts";
import type { HealthService } from "./service.ts";

export default defineModule<Record<string, never>, HealthService>({
  name: "health",
  settings: [],
  async register({ app, db, handle, realtime, clientHash, storage, redis, redisGuard }) {
    const health = createHealthService({
      db,
      database: handle.kind,
      realtime: realtime.kind,
      clientHash,
      storage,
      redis: redis && redisGuard ? { client: redis, guard: redisGuard } : null,
    });
    await app.register(healthRoutes, { prefix: "/api", health });
    return health;
  },
});
