import { NOTIFICATIONS_PAGE_LIMIT } from "@fincareer/domain/first-data";
import type { ScreenData } from "../../../lib/screen-data.ts";
import { notificationsQuery } from "./list-notifications.ts";

/** The notifications screen's first data: the latest NOTIFICATIONS_PAGE_LIMIT notifications. */
export const notificationsData: ScreenData = ({ client }) =>
  client.prefetchQuery(notificationsQuery(NOTIFICATIONS_PAGE_LIMIT));
