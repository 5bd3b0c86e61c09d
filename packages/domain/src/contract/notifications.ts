import { z } from "zod";
import { MAX_ID } from "./common.ts";

export const NotificationItem = z.object({
  id: z.number().int(),
  message: z.string(),
  createdAt: z.string().describe("ISO timestamp"),
  read: z.boolean(),
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

/** Payload of the socket `pupdate` event. */
export const PupdatePayload = z.object({ msg: z.string().optional() });
export type PupdatePayload = z.infer<typeof PupdatePayload>;
