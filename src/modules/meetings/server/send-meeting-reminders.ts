import type { Db } from "~/platform/db";
import { notifyMany } from "~/modules/notify";

/**
 * The day-before reminder (a daily job, src/modules/meetings/server/reminder-job.ts): every meeting of tomorrow (Algeria's
 * day) not yet reminded — its teacher and the child's parents are told, once (remindedAt is claimed first, so a job run
 * twice reminds no one twice).
 */
export async function sendMeetingReminders(db: Db, now = new Date()) {
  const local = new Date(now.getTime() + 3600_000);
  const tomorrow = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - 3600_000;
  const from = new Date(tomorrow);
  const to = new Date(tomorrow + 86_400_000);
  return db.$transaction(async (tx) => {
    const due = await tx.meetingBooking.findMany({
      where: { remindedAt: null, slot: { startsAt: { gte: from, lt: to } } },
      select: {
        slotId: true,
        slot: { select: { schoolId: true, teacherId: true, startsAt: true, teacher: { select: { name: true } } } },
        student: { select: { user: { select: { name: true } }, parents: { select: { parentId: true } } } },
      },
    });
    if (due.length === 0) return { reminded: 0 };
    await tx.meetingBooking.updateMany({
      where: { slotId: { in: due.map((d) => d.slotId) }, remindedAt: null },
      data: { remindedAt: now },
    });
    await notifyMany(
      tx,
      due.flatMap((d) => [
        {
          schoolId: d.slot.schoolId,
          kind: "meeting.reminder" as const,
          to: { STAFF: [d.slot.teacherId] },
          params: { with: d.student.user.name, at: d.slot.startsAt.toISOString() },
          url: "/meetings",
        },
        {
          schoolId: d.slot.schoolId,
          kind: "meeting.reminder" as const,
          to: { STAFF: d.student.parents.map((p) => p.parentId) },
          params: { with: d.slot.teacher.name, at: d.slot.startsAt.toISOString() },
          url: "/meetings",
        },
      ]),
    );
    return { reminded: due.length };
  });
}
