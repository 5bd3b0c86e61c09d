// The homes' first data: the screen's own and the today card's (issue 41), which app/ composes onto both homes.
import { dashboardData } from "../features/market/api/dashboard-data.ts";
import { todayData } from "../features/progress/api/get-today.ts";
import { resourcesData } from "../features/resources/api/resources-data.ts";
import type { ScreenData } from "../lib/screen-data.ts";

/** Home (/dashboard, the FMEP programs' home). */
export const dashboardScreenData: ScreenData = (context) =>
  Promise.all([dashboardData(context), todayData(context)]);

/** /newresource, every other program's home. */
export const newResourceScreenData: ScreenData = (context) =>
  Promise.all([resourcesData("main")(context), todayData(context)]);
