import { resolveRules, type NotificationRules } from "~/lib/notifications/rules";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { notFound } from "~/server/errors";
import { assertCan } from "~/server/services/school/scope";

/** The school's choice of which events notify whom ('edit school notifications'). */
export async function getNotificationRules(db: Db, actor: Actor, input: { schoolId: string }): Promise<NotificationRules> {
  assertCan(actor, "notification.editSchool", input.schoolId);
  const school = await db.school.findUnique({ where: { id: input.schoolId }, select: { notificationRules: true } });
  if (!school) throw notFound();
  return resolveRules(school.notificationRules);
}

export async function updateNotificationRules(db: Db, actor: Actor, input: { schoolId: string; rules: Partial<NotificationRules> }) {
  assertCan(actor, "notification.editSchool", input.schoolId);
  const school = await db.school.findUnique({ where: { id: input.schoolId }, select: { notificationRules: true } });
  if (!school) throw notFound();
  const rules = resolveRules({ ...resolveRules(school.notificationRules), ...input.rules });
  await db.school.update({ where: { id: input.schoolId }, data: { notificationRules: rules } });
  return rules;
}
