// The API access table's route rows, pinned and reviewed like code (issue 21 item 11): every route the app registers,
// one line each: method, path, area, then `write` for a GET that creates or closes data (judged as a write: an ended
// enrolment or an admin outside the program is refused) and `key=value:area` for an area chosen by a query
// parameter. access-table.test.ts compares the running app with these rows, so a route tagged with the wrong area, a
// GET that writes without its flag, or a new route without a row fails, naming the line to add or fix. Add a route's
// line only after checking its area against docs/decisions.md "## API access"; lines starting with # are comments.
import type { AccessRoute } from "../../src/platform/http/access.ts";

export const ROUTE_AREAS = `
# docs
GET     /api/docs                                     public
HEAD    /api/docs/                                    public
GET     /api/docs/static/index.html                   public
GET     /api/docs/static/swagger-initializer.js       public
GET     /api/docs/json                                public
GET     /api/docs/yaml                                public
HEAD    /api/docs/static/*                            public
GET     /api/docs/static/*                            public
# health
GET     /api/health                                   public
GET     /api/health/live                              public
GET     /api/health/ready                             public
# metrics (METRICS_TOKEN bearer, checked by the route; 404 when unset)
GET     /metrics                                      public
# auth
POST    /api/auth/signup                              public
POST    /api/auth/login                               public
POST    /api/auth/reset-password                      public
POST    /api/auth/reset-link/status                   public
POST    /api/auth/reset-link/renew                    public
POST    /api/auth/forgot                              public
POST    /api/auth/logout                              authenticated
# user
GET     /api/user/info                                authenticated
GET     /api/user/usersession                         authenticated
POST    /api/user/signup_step                         authenticated
GET     /api/user/conditions                          authenticated
GET     /api/user/renewid                             authenticated
GET     /api/user/live                                live
GET     /api/user/ibepeligible                        authenticated
GET     /api/user/baeligible                          authenticated
GET     /api/user/babasiceligible                     authenticated
GET     /api/user/updatedFmeligible                   authenticated
GET     /api/user/ssepeligible                        authenticated
GET     /api/user/mrepeligible                        authenticated
GET     /api/user/FnOeligible                         authenticated
GET     /api/user/DSeligible                          authenticated
GET     /api/user/Pythoneligible                      authenticated
GET     /api/user/MLeligible                          authenticated
GET     /api/user/exceleligible                       authenticated
GET     /api/user/genaieligible                       authenticated
GET     /api/user/cmepeligible                        authenticated
POST    /api/user/verify-token                        public
POST    /api/user/password                            authenticated
# selectprogram
POST    /api/selectprogram/Done                       authenticated
POST    /api/selectprogram/switch                     authenticated
# notifications
GET     /api/notifications/list/:limit                authenticated
GET     /api/notifications/mark-read/:id              authenticated  write
# errorlog
POST    /api/errorlog/add                             public
# admin/users
GET     /api/admin/users                              admin
POST    /api/admin/users                              admin
PATCH   /api/admin/users                              admin
POST    /api/admin/users/admin                        admin
# admin/enrolments
POST    /api/admin/enrolments                         admin
# admin/notify
POST    /api/admin/notify                             admin
# admin/seed
POST    /api/admin/seed                               admin
POST    /api/admin/demo/remove                        admin
# admin/users
GET     /api/admin/users/:id                          admin
POST    /api/admin/users/status                       admin
POST    /api/admin/users/reset-link                   admin
POST    /api/admin/users/import                       admin
# admin/mail
GET     /api/admin/mail                               admin
HEAD    /api/admin/mail/                              admin
GET     /api/admin/mail/:id                           admin
POST    /api/admin/mail/:id/new-link                  admin
POST    /api/admin/mail/test                          admin
# mail preferences (the learner's own) and the one-click unsubscribe (the signed token is the credential)
GET     /api/user/notification-preferences           authenticated
HEAD    /api/user/notification-preferences/           authenticated
PUT     /api/user/notification-preferences            authenticated
GET     /api/mail/unsubscribe/:token                  public
POST    /api/mail/unsubscribe/:token                  public
# admin/enrolments
GET     /api/admin/enrolments/ending                  admin
# admin/audit
GET     /api/admin/audit                              admin
# admin/analytics
GET     /api/admin/analytics/overview                 admin
GET     /api/admin/analytics/overview.csv             admin
GET     /api/admin/analytics/at-risk                  admin
GET     /api/admin/analytics/at-risk.csv              admin
POST    /api/admin/analytics/nudge                    admin
GET     /api/admin/analytics/learners/:id             admin
GET     /api/admin/analytics/learners/:id/activity.csv admin
# scrips
GET     /api/scrips/search-company                    market
GET     /api/scrips/list                              market
GET     /api/scrips/data/:id                          market
GET     /api/scrips/chart-data/:id                    market
GET     /api/scrips/industries                        market
POST    /api/scrips/watch                             market
GET     /api/scrips/watch/:id                         market
# order
POST    /api/order/new/:scrip_id                      market
POST    /api/order/newtrail/:scrip_id                 market
POST    /api/order/modify/:trailid                    market
GET     /api/order/list                               market
DELETE  /api/order/cancel/:id                         market
POST    /api/order/canceltrail/:id                    market
POST    /api/order/reason/:id                         market
# portfolio
GET     /api/portfolio/list                           market
PATCH   /api/portfolio/setup-done                     market
GET     /api/portfolio/finscore                       market
GET     /api/portfolio/stockrisk                      market
GET     /api/portfolio/stats                          market
# research
POST    /api/research                                 research
GET     /api/research                                 research
HEAD    /api/research/                                research
GET     /api/research/item/:id                        research
GET     /api/research/file/:id                        research
GET     /api/research/rate-research                   research
POST    /api/research/rate-research                   research
GET     /api/research/notify_score                    research
POST    /api/research/pnotify_score                   research
GET     /api/research/maxresearch                     research
# ivepresearch
POST    /api/ivepresearch                             projects
GET     /api/ivepresearch                             projects
HEAD    /api/ivepresearch/                            projects
GET     /api/ivepresearch/item/:id                    projects
GET     /api/ivepresearch/file/:id                    projects
GET     /api/ivepresearch/rate-research               projects
POST    /api/ivepresearch/rate-research               projects
GET     /api/ivepresearch/notify_score                projects
POST    /api/ivepresearch/pnotify_score               projects
GET     /api/ivepresearch/maxresearch                 projects
# admin/research
GET     /api/admin/research                           admin
HEAD    /api/admin/research/                          admin
POST    /api/admin/research                           admin
GET     /api/admin/research/:id                       admin
GET     /api/admin/research/:id/file                  admin
POST    /api/admin/research/:id/grade                 admin
POST    /api/admin/research/:id/ratings               admin
# excel
GET     /api/excel/settings                           excel
GET     /api/excel/workbook/:lessonId                 excel
# resources
GET     /api/resources/media/:id                      public
GET     /api/resources/media/:id/captions.vtt         public
GET     /api/resources/media/:id/hls/*                public
GET     /api/resources                                resources      track=beginner:beginner
HEAD    /api/resources/                               resources      track=beginner:beginner
GET     /api/resources/videos/:id                     resources
PUT     /api/resources/videos/:id/progress            resources
POST    /api/resources/questions/:id/answer           resources
# notes
GET     /api/notes                                    notes
HEAD    /api/notes/                                   notes
# content
GET     /api/content/modules                          admin
POST    /api/content/modules                          admin
PUT     /api/content/modules/order                    admin
PATCH   /api/content/modules/:id                      admin
DELETE  /api/content/modules/:id                      admin
POST    /api/content/modules/:id/videos               admin
POST    /api/content/modules/:id/videos/upload        admin
PATCH   /api/content/videos/:id                       admin
DELETE  /api/content/videos/:id                       admin
PUT     /api/content/modules/:id/videos/order         admin
POST    /api/content/videos/:id/questions             admin
PUT     /api/content/videos/:id/questions/order       admin
PATCH   /api/content/questions/:id                    admin
DELETE  /api/content/questions/:id                    admin
GET     /api/content/notes                            admin
POST    /api/content/notes                            admin
PUT     /api/content/notes/order                      admin
PATCH   /api/content/notes/:id                        admin
DELETE  /api/content/notes/:id                        admin
GET     /api/content/progress                         admin
POST    /api/content/uploads                          admin
HEAD    /api/content/uploads                          admin
PATCH   /api/content/uploads                          admin
DELETE  /api/content/uploads                          admin
OPTIONS /api/content/uploads                          admin
POST    /api/content/uploads/:uploadId                admin
HEAD    /api/content/uploads/:uploadId                admin
PATCH   /api/content/uploads/:uploadId                admin
DELETE  /api/content/uploads/:uploadId                admin
OPTIONS /api/content/uploads/:uploadId                admin
POST    /api/content/modules/:id/videos/resumable     admin
GET     /api/content/video-jobs                       admin
POST    /api/content/video-jobs/:id/:action           admin
# interview
GET     /api/interview/tracks                         interview
GET     /api/interview/history                        interview
POST    /api/interview/start                          interview
POST    /api/interview/:id/answer                     interview
GET     /api/interview/:id                            interview
GET     /api/admin/interview/questions                admin
POST    /api/admin/interview/preview                  admin
# user
GET     /api/user/live/:id/ics                        live
GET     /api/user/live/feed                           live
POST    /api/user/live/feed                           live
DELETE  /api/user/live/feed                           live
# live
GET     /api/live/calendar/:token                     public
# admin/live
GET     /api/admin/live                               admin
HEAD    /api/admin/live/                              admin
POST    /api/admin/live                               admin
PATCH   /api/admin/live/:id                           admin
POST    /api/admin/live/:id/cancel                    admin
# user
GET     /api/user/profile                             profile
PUT     /api/user/profile                             profile
POST    /api/user/profile/photo                       profile
GET     /api/user/hr                                  authenticated
PUT     /api/user/hr                                  authenticated
GET     /api/user/risk                                market
PUT     /api/user/risk                                market
GET     /api/user/support                             authenticated
# uploads
GET     /uploads/userProfile/:name                    public
# faq
GET     /api/faq                                      faq
HEAD    /api/faq/                                     faq
# admin/faq
GET     /api/admin/faq                                admin
POST    /api/admin/faq                                admin
PUT     /api/admin/faq/:id                            admin
DELETE  /api/admin/faq/:id                            admin
# admin/hr
GET     /api/admin/hr                                 admin
# games
GET     /api/games/start_game/:game                   games          write
GET     /api/games/game-stats/:game                   games
GET     /api/games/gameg1                             games
GET     /api/games/gameg2                             games
GET     /api/games/gameecode                          games
POST    /api/games/round-wins/:id                     games
POST    /api/games/set-wins/:id                       games
GET     /api/games/ecode/questions                    games
POST    /api/games/ecode/set-ans                      games
GET     /api/games/ecode/permission                   games
POST    /api/games/ecode/done                         games
GET     /api/games/ibepgames                          games          write
POST    /api/games/ibepgamesdata                      games
GET     /api/games/ibepdone                           games          write
# admin/games
GET     /api/admin/games/questions                    admin
POST    /api/admin/games/questions                    admin
PUT     /api/admin/games/questions/:id                admin
POST    /api/admin/games/questions/:id/retire         admin
POST    /api/admin/games/questions/import             admin
GET     /api/admin/games/permissions                  admin
POST    /api/admin/games/permissions                  admin
POST    /api/admin/games/permissions/:id/revoke       admin
GET     /api/admin/games/results                      admin
# admin/analytics: question quality and raters (issue 24)
GET     /api/admin/analytics/questions                admin
GET     /api/admin/analytics/questions.csv            admin
POST    /api/admin/analytics/questions/recalculate    admin
GET     /api/admin/analytics/raters                   admin
GET     /api/admin/analytics/raters.csv               admin
# progress: My progress (each section follows the program's areas inside the service)
GET     /api/progress                                 authenticated
HEAD    /api/progress/                                authenticated
GET     /api/progress/today                           authenticated
# admin/market
POST    /api/admin/market/import                      admin
GET     /api/admin/market/imports                     admin
# admin/market/holidays: the trading calendar (issue 38)
GET     /api/admin/market/holidays                    admin
HEAD    /api/admin/market/holidays/                   admin
POST    /api/admin/market/holidays/preview            admin
POST    /api/admin/market/holidays/import             admin
DELETE  /api/admin/market/holidays/:day               admin
# certificates (issue 44): the learner's own (checking the rules may issue one: a GET that writes), the public
# verification and signing keys, and the admin's rules and certificates
GET     /api/certificates/mine                        authenticated  write
POST    /api/certificates/name                        authenticated
GET     /api/certificates/:id/pdf                     authenticated
GET     /api/certificates/:id/badge                   authenticated
GET     /api/certificates/verify/:code                public
GET     /.well-known/jwks.json                        public
GET     /api/admin/certificates/rules                 admin
PUT     /api/admin/certificates/rules/:program        admin
DELETE  /api/admin/certificates/rules/:program        admin
GET     /api/admin/certificates                       admin
HEAD    /api/admin/certificates/                      admin
POST    /api/admin/certificates                       admin
POST    /api/admin/certificates/:id/approve           admin
POST    /api/admin/certificates/:id/decline           admin
POST    /api/admin/certificates/:id/revoke            admin
PUT     /api/admin/certificates/:id/name              admin
# privacy (issue 43): the public notice, the learner's consent and data requests (account areas: never read-only),
# and the admin's data map, requests, notice and jobs
GET     /api/privacy/notice                           public
GET     /api/privacy/me                               authenticated
POST    /api/privacy/consent                          authenticated
PUT     /api/privacy/consent/:purpose                 authenticated
POST    /api/privacy/requests                         authenticated
POST    /api/privacy/requests/:id/cancel              authenticated
GET     /api/privacy/requests/:id/download            authenticated
GET     /api/admin/privacy                            admin
HEAD    /api/admin/privacy/                           admin
POST    /api/admin/privacy/notice                     admin
POST    /api/admin/privacy/requests                   admin
POST    /api/admin/privacy/requests/:id/decide        admin
POST    /api/admin/privacy/requests/:id/cancel        admin
GET     /api/admin/privacy/requests/:id/download      admin
POST    /api/admin/privacy/run                        admin
`;

/** One route as its pinned line: method, path, area, then the write flag and any query areas. */
export function routeLine(route: AccessRoute): string {
  const flags = [
    ...(route.writes === true ? ["write"] : []),
    ...Object.entries(route.accessByQuery?.areas ?? {}).map(
      ([value, area]) => `${route.accessByQuery!.key}=${value}:${area}`,
    ),
  ];
  return [route.method, route.url, route.access, ...flags].join(" ");
}

/** The pinned lines by "METHOD path", whitespace collapsed; a repeated route is reported, not silently kept. */
export function parseRows(text: string): { rows: Map<string, string>; problems: string[] } {
  const rows = new Map<string, string>();
  const problems: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim().split(/\s+/).join(" ");
    if (line === "" || line.startsWith("#")) continue;
    const [method, url] = line.split(" ");
    const key = `${method} ${url}`;
    if (rows.has(key)) problems.push(`two rows for ${key} in route-areas.ts: keep one`);
    rows.set(key, line);
  }
  return { rows, problems };
}

/** Every difference between the pinned rows and the registered routes, each naming the line to add, fix or drop. */
export function compareRouteAreas(text: string, routes: readonly AccessRoute[]): string[] {
  const { rows, problems } = parseRows(text);
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const actual = routeLine(route);
    const expected = rows.get(key);
    seen.add(key);
    if (expected === undefined)
      problems.push(
        `no row for ${key}: check its area, then add the line "${actual}" to ROUTE_AREAS ` +
          "(apps/server/test/helpers/route-areas.ts)",
      );
    else if (expected !== actual)
      problems.push(
        `${key} is registered as "${actual}" but its row says "${expected}": fix the route or the row`,
      );
  }
  for (const [key, line] of rows)
    if (!seen.has(key)) problems.push(`the row "${line}" matches no registered route: remove it`);
  return problems;
}
