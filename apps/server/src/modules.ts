// The server's modules: one folder each under modules/, each declared by its module.ts. app.ts registers them (in
// its own order, handing over what one needs of another); the CLI adds their commands; the settings test reads
// their settings. Adding a module: its folder, its migration, its line here and in app.ts (docs/adding-a-module.md).
import account from "./modules/account/module.ts";
import admin from "./modules/admin/module.ts";
import analytics from "./modules/analytics/module.ts";
import analyticsQuality from "./modules/analytics-quality/module.ts";
import auth from "./modules/auth/module.ts";
import calendar from "./modules/calendar/module.ts";
import certificates from "./modules/certificates/module.ts";
import content from "./modules/content/module.ts";
import errorlog from "./modules/errorlog/module.ts";
import excel from "./modules/excel/module.ts";
import games from "./modules/games/module.ts";
import health from "./modules/health/module.ts";
import interview from "./modules/interview/module.ts";
import live from "./modules/live/module.ts";
import mail from "./modules/mail/module.ts";
import market from "./modules/market/module.ts";
import notifications from "./modules/notifications/module.ts";
import privacy from "./modules/privacy/module.ts";
import progress from "./modules/progress/module.ts";
import research from "./modules/research/module.ts";
import resources from "./modules/resources/module.ts";
import selectProgram from "./modules/select-program/module.ts";

export const modules = {
  health,
  auth,
  calendar,
  account,
  selectProgram,
  notifications,
  errorlog,
  admin,
  market,
  research,
  excel,
  resources,
  content,
  interview,
  live,
  mail,
  games,
  analyticsQuality,
  progress,
  analytics,
  certificates,
  privacy,
};
