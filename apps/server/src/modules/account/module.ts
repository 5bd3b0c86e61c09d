// The learner's account (/api/user: info, session, sign-up steps, conditions; Edit Profile and photo, the sign-up
// questionnaire and risk appetite) and the FAQs, with their admin routes.
import type { SessionReader } from "../../platform/caller.ts";
import { defineModule } from "../../platform/module.ts";
import { accountAdminRoutes } from "./admin-routes.ts";
import { faqRoutes } from "./faq-routes.ts";
import { createFaqService } from "./faq-service.ts";
import { createHrService } from "./hr-service.ts";
import { photoRoutes } from "./photo-routes.ts";
import { createProfileService } from "./profile-service.ts";
import { accountRoutes } from "./routes.ts";
import { userRoutes } from "./user-routes.ts";
import { createUserService } from "./user-service.ts";
import type { UserService } from "./user-service.ts";
import { personalData } from "./personal-data.ts";

export default defineModule<{ sessions: SessionReader }, UserService>({
  name: "account",
  personalData,
  settings: ["SUPPORT_PHONE"],
  async register({ app, db, storage, clientHash, config }, { sessions }) {
    const user = createUserService({ db, auth: sessions, clientHash });
    await app.register(userRoutes, { prefix: "/api/user", user });
    const hr = createHrService({ db });
    const faq = createFaqService({ db, supportPhone: config.supportPhone });
    await app.register(accountRoutes, {
      prefix: "/api/user",
      profile: createProfileService({ db, storage }),
      hr,
      supportPhone: config.supportPhone,
    });
    await app.register(photoRoutes, { prefix: "/uploads/userProfile", storage });
    await app.register(faqRoutes, { prefix: "/api/faq", faq });
    await app.register(accountAdminRoutes, { prefix: "/api/admin", faq, hr });
    return user;
  },
});
