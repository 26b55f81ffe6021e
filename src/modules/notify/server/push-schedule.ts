import type { Scoped } from "~/platform/api/scope";
import { resolvePushSchedule, type PushSchedule } from "~/modules/notify/domain/push-schedule";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { pushSender } from "~/platform/push/sender";

export interface PushScheduleView extends PushSchedule {
  /** whether this server sends pushes at all (Firebase configured): /settings says so when not */
  pushEnabled: boolean;
  /** whether pushes name the child and carry the text (they go through Firebase, abroad: off unless chosen) */
  detailedPushes: boolean;
}

/** The school's quiet hours, results time and what pushes say ('edit school notifications'). */
export async function getPushSchedule(db: Db, scope: Scoped<"school">): Promise<PushScheduleView> {
  const school = await db.school.findUniqueOrThrow({
    where: { id: scope.schoolId },
    select: { pushSchedule: true, detailedPushes: true },
  });
  return {
    ...resolvePushSchedule(school.pushSchedule),
    pushEnabled: pushSender() !== null,
    detailedPushes: school.detailedPushes,
  };
}

export async function updatePushSchedule(
  db: Db,
  scope: Scoped<"school">,
  input: PushSchedule & { detailedPushes: boolean },
): Promise<PushScheduleView> {
  const schedule: PushSchedule = { quietFrom: input.quietFrom, quietTo: input.quietTo, resultsAt: input.resultsAt };
  const { count } = await db.school.updateMany({
    where: { id: scope.schoolId },
    data: { pushSchedule: { ...schedule }, detailedPushes: input.detailedPushes },
  });
  if (count === 0) throw notFound();
  return { ...resolvePushSchedule(schedule), pushEnabled: pushSender() !== null, detailedPushes: input.detailedPushes };
}
