import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationListResponse } from "@fincareer/domain/contract/notifications";
import { http } from "../../../lib/http.ts";
import { notificationKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** GET /api/notifications/list/{limit}: the latest notifications and the unread count. */
export function listNotifications(limit: number): Promise<NotificationListResponse> {
  return http<NotificationListResponse>(apiPaths.notifications(limit));
}

/** The latest `limit` notifications, as a query. */
export function notificationsQuery(limit: number) {
  return queryOptions({ queryKey: notificationKeys.list(limit), queryFn: () => listNotifications(limit) });
}

/** The latest `limit` notifications. */
export function useNotifications(limit: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...notificationsQuery(limit),
    enabled: options.enabled ?? true,
  });
}
