import { z } from "zod";
import { MAX_ID } from "./common.ts";

export const NotificationItem = z.object({
  id: z.number().int(),
  message: z.string(),
  createdAt: z.string().describe("ISO timestamp"),
  read: z.boolean(),
  link: z
    .string()
    .nullable()
    .describe("the in-app path the notification opens (the session, the item, the order)"),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** GET /api/notifications/list/{limit} */
export const NotificationListParams = z.object({
  limit: z.coerce.number({ message: "limit must be a number" }).int().min(1).max(100),
});
export const NotificationListResponse = z.object({
  notifications: z.array(NotificationItem),
  count: z.number().int().describe("unread notifications"),
  limit: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** GET /api/notifications/mark-read/{id}: a notification id, or "all" to mark every one read. */
export const MarkReadParams = z.object({
  id: z.union([z.literal("all"), z.coerce.number().int().positive().max(MAX_ID)], {
    message: "id must be a notification id or 'all'",
  }),
});
export const MarkReadResponse = z.object({ count: z.number().int().describe("unread notifications left") });

/**
 * Payload of the socket `pupdate` event; `id` is the notification's (absent on a refresh that stores none). A client
 * that has seen an id drops it when it comes again (a catch-up may resend one).
 */
export const PupdatePayload = z.object({ msg: z.string().optional(), id: z.number().int().optional() });
export type PupdatePayload = z.infer<typeof PupdatePayload>;

/**
 * The second argument of socket `setUid` (after the token), optional: `since` is the newest notification id the
 * client has, and the server sends the user's newer ones (at most MISSED_NOTIFICATIONS_MAX) as `pupdate`, so a
 * reconnect loses none. `setUid:ok` answers `{ userId, latest }`: the newest id the socket is now up to.
 */
export const SetUidOptions = z.object({ since: z.number().int().min(0).max(MAX_ID).optional() });
export type SetUidOptions = z.infer<typeof SetUidOptions>;

/** The most notifications a (re)connecting socket is sent; older ones are in the bell. */
export const MISSED_NOTIFICATIONS_MAX = 20;
