// Wires mail into an app: the sender over SMTP (SMTP_URL) or .eml files (the default) and the renewal sweep, both
// started by a listening server only (server.ts), the admin routes, the preferences and the unsubscribe address.
import type { Logger } from "pino";
import type { App } from "../../app-type.ts";
import type { MailConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createMailPreferences, unsubscribeTokens } from "./preferences.ts";
import type { MailPreferences, UnsubscribeTokens } from "./preferences.ts";
import { createRenewalSweep } from "./renewals.ts";
import type { RenewalSweep } from "./renewals.ts";
import { adminMailRoutes, mailPreferenceRoutes, unsubscribeRoutes } from "./routes.ts";
import { createMailSender } from "./sender.ts";
import type { MailSender } from "./sender.ts";
import { createMailService } from "./service.ts";
import { emlTransport, smtpTransport } from "./transport.ts";
import type { MailTransport } from "./transport.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Outgoing mail: the sender (tests and the CLI call mail.sender.drain()), the renewal sweep, the learners'
     * preferences and the unsubscribe tokens.
     */
    mail: {
      sender: MailSender;
      renewals: RenewalSweep;
      preferences: MailPreferences;
      tokens: UnsubscribeTokens;
    };
  }
}

/** The transport the configuration asks for. */
export function mailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : emlTransport(config.dir);
}

/** Registers mail on an app; `transport` replaces the configured one (tests). */
export async function registerMail(
  app: App,
  deps: { db: Db; config: MailConfig; secret: string; logger?: Logger; transport?: MailTransport },
): Promise<void> {
  const transport = deps.transport ?? mailTransport(deps.config);
  const tokens = unsubscribeTokens(deps.secret);
  const sender = createMailSender({
    tokens,
    db: deps.db,
    transport,
    site: { institute: deps.config.institute, publicUrl: deps.config.publicUrl },
    from: deps.config.from,
    logger: deps.logger,
  });
  const preferences = createMailPreferences({ db: deps.db, tokens });
  const renewals = createRenewalSweep({ db: deps.db, logger: deps.logger });
  app.decorate("mail", { sender, renewals, preferences, tokens });
  await app.register(adminMailRoutes, {
    prefix: "/api/admin/mail",
    mail: createMailService({ db: deps.db }),
  });
  await app.register(mailPreferenceRoutes, { prefix: "/api/user/notification-preferences", preferences });
  await app.register(unsubscribeRoutes, { prefix: "/api/mail", preferences });
  app.addHook("onClose", async () => {
    await renewals.stop();
    await sender.stop();
    transport.close();
  });
}
