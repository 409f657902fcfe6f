import type { NotificationSettings } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { userById } from "../user.repository";
import { toNotificationSettings } from "../user.rules";

/** `auth/user/get_notifications`: the signed-in account's own workflow mail setting. */
export async function getNotifications({ app, actor }: CallArgs<unknown>): Promise<NotificationSettings> {
  const row = await userById(app.database.db, actor.id);
  if (!row) throw notFound();
  return toNotificationSettings(row);
}
