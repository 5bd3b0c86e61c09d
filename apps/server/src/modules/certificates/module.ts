// Certificates (issue 44): completion rules per program, certificates issued when they are met (on My progress and by
// a sweep) or by an admin, their PDF with a QR code, the public verification page's API, and the Open Badges 3.0
// credential signed with the instance's key (public keys at /.well-known/jwks.json).
import { periodic } from "../../lib/periodic.ts";
import { defineModule } from "../../platform/module.ts";
import { adminCertificateRoutes } from "./admin-routes.ts";
import { certificateRoutes, jwksRoutes } from "./routes.ts";
import { createCertificateService } from "./service.ts";
import type { CertificateService } from "./service.ts";
import { signingKeys } from "./signing.ts";
import { personalData } from "./personal-data.ts";

/** How often a listening server looks for learners who met their program's rules without opening My progress. */
export const CERTIFICATE_SWEEP_MS = 10 * 60_000;

declare module "fastify" {
  interface FastifyInstance {
    /** The certificate service (tests run its sweep). */
    certificates: CertificateService;
  }
}

export default defineModule({
  name: "certificates",
  personalData,
  settings: ["PUBLIC_URL", "INSTITUTE_NAME"],
  async register({ app, db, config, notifications, logger, workers }) {
    const certificates = createCertificateService({
      db,
      notifications,
      keys: signingKeys(db, config.dataDir),
      site: { publicUrl: config.mail.publicUrl, institute: config.mail.institute },
    });
    app.decorate("certificates", certificates);
    await app.register(certificateRoutes, { prefix: "/api/certificates", certificates });
    await app.register(adminCertificateRoutes, { prefix: "/api/admin/certificates", certificates });
    await app.register(jwksRoutes, { certificates });
    const sweep = periodic(() => certificates.sweep(), {
      done: (r) => {
        if (r.started > 0) logger.info(r, "certificates: learners who met their rules");
      },
      failed: (err) => logger.error({ err }, "certificate sweep failed"),
    });
    workers.add({
      name: "certificate sweep",
      start: () => sweep.start(CERTIFICATE_SWEEP_MS),
      stop: () => sweep.stop(),
    });
  },
});
