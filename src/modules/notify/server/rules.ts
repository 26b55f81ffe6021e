import { resolveRules, type NotificationRules } from "~/modules/notify/domain/rules";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";

/** The school's choice of which events notify whom ('edit school notifications' there: the gate's). */
export async function getNotificationRules(db: Db, { id }: Scoped<"school">): Promise<NotificationRules> {
  const school = await db.school.findUniqueOrThrow({ where: { id }, select: { notificationRules: true } });
  return resolveRules(school.notificationRules);
}

export async function updateNotificationRules(
  db: Db,
  { id }: Scoped<"school">,
  input: { rules: Partial<NotificationRules> },
) {
  const school = await db.school.findUniqueOrThrow({ where: { id }, select: { notificationRules: true } });
  const rules = resolveRules({ ...resolveRules(school.notificationRules), ...input.rules });
  await db.school.update({ where: { id }, data: { notificationRules: rules } });
  return rules;
}
