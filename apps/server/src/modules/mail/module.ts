// Mail: the outbox's sender over SMTP (SMTP_URL) or .eml files (the default), the renewal sweep and the retention
// sweep (workers, started by a listening server only), /api/admin/mail, the learners' preferences and the unsubscribe address. Enqueueing a
// mail is the platform's (platform/outbox.ts).
import type { Logger } from "pino";
import type { App } from "../../platform/app-type.ts";
import { defineModule } from "../../platform/module.ts";
import { linkSeal } from "../../platform/reset-tokens.ts";
import { registerMailCommands } from "./cli.ts";
import { RENEWAL_SWEEP_MS } from "./renewals.ts";
import { RETENTION_SWEEP_MS, createMailRetention } from "./retention.ts";
import type { MailRetention } from "./retention.ts";
import type { MailConfig } from "../../platform/config.ts";
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
import { personalData } from "./personal-data.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Outgoing mail: the sender (tests and the CLI call mail.sender.drain()), the renewal and retention sweeps, the
     * learners' preferences and the unsubscribe tokens.
     */
    mail: {
      sender: MailSender;
      renewals: RenewalSweep;
      /** Removes old .eml files and sent mails' bodies (MAIL_EML_RETENTION_DAYS, MAIL_BODY_RETENTION_DAYS). */
      retention: MailRetention;
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
async function registerMail(
  app: App,
  deps: { db: Db; config: MailConfig; secret: string; logger?: Logger; transport?: MailTransport },
): Promise<void> {
  const transport = deps.transport ?? mailTransport(deps.config);
  const tokens = unsubscribeTokens(deps.secret);
  const sender = createMailSender({
    tokens,
    links: linkSeal(deps.secret),
    db: deps.db,
    transport,
    site: { institute: deps.config.institute, publicUrl: deps.config.publicUrl },
    from: deps.config.from,
    logger: deps.logger,
  });
  const preferences = createMailPreferences({ db: deps.db, tokens });
  const renewals = createRenewalSweep({ db: deps.db, logger: deps.logger });
  const retention = createMailRetention({
    db: deps.db,
    dir: deps.config.dir,
    emlRetentionDays: deps.config.emlRetentionDays,
    bodyRetentionDays: deps.config.bodyRetentionDays,
    logger: deps.logger,
  });
  app.decorate("mail", { sender, renewals, retention, preferences, tokens });
  await app.register(adminMailRoutes, {
    prefix: "/api/admin/mail",
    mail: createMailService({ db: deps.db }),
  });
  await app.register(mailPreferenceRoutes, { prefix: "/api/user/notification-preferences", preferences });
  await app.register(unsubscribeRoutes, { prefix: "/api/mail", preferences });
  app.addHook("onClose", async () => {
    await renewals.stop();
    await retention.stop();
    await sender.stop();
    transport.close();
  });
}

export default defineModule({
  name: "mail",
  personalData,
  settings: [
    "SMTP_URL",
    "MAIL_FROM",
    "PUBLIC_URL",
    "INSTITUTE_NAME",
    "MAIL_POLL_MS",
    "MAIL_EML_RETENTION_DAYS",
    "MAIL_BODY_RETENTION_DAYS",
  ],
  async register({ app, db, config, logger, workers }) {
    await registerMail(app, { db, config: config.mail, secret: config.jwtSecret, logger });
    workers.add({
      name: "mail sender",
      start: () => app.mail.sender.start(config.mail.pollMs),
      stop: () => app.mail.sender.stop(),
    });
    workers.add({
      name: "membership renewals",
      start: () => {
        if (config.mail.pollMs > 0) app.mail.renewals.start(RENEWAL_SWEEP_MS);
      },
      stop: () => app.mail.renewals.stop(),
    });
    // Every listening server: emptying old bodies is idempotent, and each instance's DATA_DIR has its own .eml files.
    workers.add({
      name: "mail retention",
      start: () => app.mail.retention.start(RETENTION_SWEEP_MS),
      stop: () => app.mail.retention.stop(),
    });
  },
  cli: (program, set) => registerMailCommands(program, set),
});
