import { resolvePushSchedule, type PushSchedule } from "~/lib/notifications/push-schedule";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { notFound } from "~/server/errors";
import { pushSender } from "~/server/push/sender";
import { assertCan } from "~/server/services/school/scope";

export interface PushScheduleView extends PushSchedule {
  /** whether this server sends pushes at all (Firebase configured): /settings says so when not */
  pushEnabled: boolean;
}

/** The school's quiet hours and results time ('edit school notifications'). */
export async function getPushSchedule(db: Db, actor: Actor, input: { schoolId: string }): Promise<PushScheduleView> {
  assertCan(actor, "notification.editSchool", input.schoolId);
  const school = await db.school.findUnique({ where: { id: input.schoolId }, select: { pushSchedule: true } });
  if (!school) throw notFound();
  return { ...resolvePushSchedule(school.pushSchedule), pushEnabled: pushSender() !== null };
}

export async function updatePushSchedule(db: Db, actor: Actor, input: PushSchedule & { schoolId: string }): Promise<PushScheduleView> {
  assertCan(actor, "notification.editSchool", input.schoolId);
  const schedule: PushSchedule = { quietFrom: input.quietFrom, quietTo: input.quietTo, resultsAt: input.resultsAt };
  const { count } = await db.school.updateMany({ where: { id: input.schoolId }, data: { pushSchedule: { ...schedule } } });
  if (count === 0) throw notFound();
  return { ...resolvePushSchedule(schedule), pushEnabled: pushSender() !== null };
}
