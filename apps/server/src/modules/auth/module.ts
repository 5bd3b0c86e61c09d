// Accounts' keys: sign-up, login (with the failed-login throttle and device cookies), logout, password change and
// reset (/api/auth, /api/user/password). Gives the session reader the HTTP layer and other modules use.
import { defineModule } from "../../platform/module.ts";
import { PUPDATE } from "../../platform/notifications.ts";
import { createDeviceCookies } from "./device-cookie.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { passwordRoutes } from "./password-routes.ts";
import { authRoutes } from "./routes.ts";
import { createAuthService } from "./service.ts";
import type { AuthService } from "./service.ts";
import { personalData } from "./personal-data.ts";

export default defineModule<Record<string, never>, AuthService>({
  name: "auth",
  personalData,
  settings: ["JWT_SECRET"],
  async register({ app, db, tokens, realtime, attempts, config, logger }) {
    const throttle = createLoginThrottle(attempts, (err) =>
      logger.warn({ err }, "login throttle store failed; the attempt was let through"),
    );
    const auth = createAuthService({
      db,
      tokens,
      throttle,
      devices: createDeviceCookies(config.jwtSecret),
      onNotify: (userId, msg, id) => realtime.toUser(userId, PUPDATE, { msg, id }),
      sockets: realtime,
      signals: realtime,
    });
    await auth.listen();
    await app.register(authRoutes, { prefix: "/api/auth", auth });
    await app.register(passwordRoutes, { prefix: "/api/user", auth });
    return auth;
  },
});
