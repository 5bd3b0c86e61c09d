// Privacy (issue 43): learners' data rights under India's DPDP Act 2023 and DPDP Rules 2025. The itemised notice
// and consent record, exports, corrections, erasure (48 hours' notice, then a resumable, audited job across every
// module's declared data, the storage, the outbox and the mail folder), the retention sweep and grievances. Every
// module declares its personal data in its personal-data.ts (platform/privacy.ts); app.ts hands them all over here.
import { periodic } from "../../lib/periodic.ts";
import { registerPrivacyCommands } from "./cli.ts";
import { defineModule } from "../../platform/module.ts";
import type { DeclaredItem } from "../../platform/privacy.ts";
import { createPrivacyJobs } from "./jobs.ts";
import type { PrivacyJobs } from "./jobs.ts";
import { personalData } from "./personal-data.ts";
import { adminPrivacyRoutes, privacyRoutes } from "./routes.ts";
import { createPrivacyService } from "./service.ts";
import type { PrivacyService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The privacy service and its jobs (tests run the jobs with a set clock). */
    privacy: { service: PrivacyService; jobs: PrivacyJobs };
  }
}

export default defineModule<{ dataMap: readonly DeclaredItem[]; forgetUser: (id: number) => Promise<void> }>({
  name: "privacy",
  personalData,
  settings: [
    "PRIVACY_OFFICER_NAME",
    "PRIVACY_OFFICER_EMAIL",
    "PRIVACY_OFFICER_PHONE",
    "PRIVACY_RESPONSE_DAYS",
    "PRIVACY_RETENTION_YEARS",
    "PRIVACY_SWEEP_MS",
  ],
  async register({ app, db, config, storage, notifications, logger, workers }, { dataMap, forgetUser }) {
    const service = createPrivacyService({ db, config: config.privacy, dataMap, notifications, forgetUser });
    const jobs = createPrivacyJobs({
      db,
      storage,
      dataMap,
      service,
      mailDir: config.mail.dir,
      retentionYears: config.privacy.retentionYears,
      forgetUser,
    });
    app.decorate("privacy", { service, jobs });
    await app.register(privacyRoutes, { prefix: "/api/privacy", privacy: service, jobs, storage });
    await app.register(adminPrivacyRoutes, { prefix: "/api/admin/privacy", privacy: service, jobs, storage });
    const sweep = periodic(
      async () => {
        const retention = await jobs.retentionSweep();
        const onError = (err: unknown, id: number) =>
          logger.error({ err, request: id }, "privacy request failed");
        return { ...(await jobs.runDue(new Date(), onError)), retention };
      },
      {
        done: (r) => {
          if (r.exports + r.erased + r.expired + r.retention + r.failed > 0)
            logger.info(r, "privacy: requests processed");
        },
        failed: (err) => logger.error({ err }, "privacy sweep failed"),
      },
    );
    workers.add({
      name: "privacy sweep",
      start: () => sweep.start(config.privacy.sweepMs),
      stop: () => sweep.stop(),
    });
  },
  cli: (program, set) => registerPrivacyCommands(program, set),
});
