import { resolvePushSchedule, type PushSchedule } from "~/lib/notifications/push-schedule";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { notFound } from "~/server/errors";
import { pushSender } from "~/server/push/sender";
import { assertCan } from "~/server/services/school/scope";

export interface PushScheduleView extends PushSchedule {
  /** whether this server sends pushes at all (Firebase configured): /settings says so when not */
  pushEnabled: boolean;
  /** whether pushes name the child and carry the text (they go through Firebase, abroad: off unless chosen) */
  detailedPushes: boolean;
}

/** The school's quiet hours, results time and what pushes say ('edit school notifications'). */
export async function getPushSchedule(db: Db, actor: Actor, input: { schoolId: string }): Promise<PushScheduleView> {
  assertCan(actor, "notification.editSchool", input.schoolId);
  const school = await db.school.findUnique({ where: { id: input.schoolId }, select: { pushSchedule: true, detailedPushes: true } });
  if (!school) throw notFound();
  return { ...resolvePushSchedule(school.pushSchedule), pushEnabled: pushSender() !== null, detailedPushes: school.detailedPushes };
}

export async function updatePushSchedule(db: Db, actor: Actor, input: PushSchedule & { schoolId: string; detailedPushes: boolean }): Promise<PushScheduleView> {
  assertCan(actor, "notification.editSchool", input.schoolId);
  const schedule: PushSchedule = { quietFrom: input.quietFrom, quietTo: input.quietTo, resultsAt: input.resultsAt };
  const { count } = await db.school.updateMany({ where: { id: input.schoolId }, data: { pushSchedule: { ...schedule }, detailedPushes: input.detailedPushes } });
  if (count === 0) throw notFound();
  return { ...resolvePushSchedule(schedule), pushEnabled: pushSender() !== null, detailedPushes: input.detailedPushes };
}
