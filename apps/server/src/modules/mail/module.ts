// Wires mail into an app: the sender over SMTP (SMTP_URL) or .eml files (the default), started by a listening
// server only (server.ts), and the admin routes.
import type { Logger } from "pino";
import type { App } from "../../app-type.ts";
import type { MailConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { adminMailRoutes } from "./routes.ts";
import { createMailSender } from "./sender.ts";
import type { MailSender } from "./sender.ts";
import { createMailService } from "./service.ts";
import { emlTransport, smtpTransport } from "./transport.ts";
import type { MailTransport } from "./transport.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Outgoing mail: the sender (tests and the CLI call mail.sender.drain()). */
    mail: { sender: MailSender };
  }
}

/** The transport the configuration asks for. */
export function mailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : emlTransport(config.dir);
}

/** Registers mail on an app; `transport` replaces the configured one (tests). */
export async function registerMail(
  app: App,
  deps: { db: Db; config: MailConfig; logger?: Logger; transport?: MailTransport },
): Promise<void> {
  const transport = deps.transport ?? mailTransport(deps.config);
  const sender = createMailSender({
    db: deps.db,
    transport,
    site: { institute: deps.config.institute, publicUrl: deps.config.publicUrl },
    from: deps.config.from,
    logger: deps.logger,
  });
  app.decorate("mail", { sender });
  await app.register(adminMailRoutes, {
    prefix: "/api/admin/mail",
    mail: createMailService({ db: deps.db }),
  });
  app.addHook("onClose", async () => {
    await sender.stop();
    transport.close();
  });
}
