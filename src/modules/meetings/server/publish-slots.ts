import type { z } from "zod";
import type { ZOpenMeetingDay, ZPublishSlots } from "~/modules/meetings/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notify } from "~/modules/notify";
import { administers, assertCan, requireSchool } from "~/modules/school";
import { forbidden } from "~/platform/errors";
import { slotTimes } from "./meeting-time";

/**
 * A teacher (or any of the school's staff, 'meeting.publish') publishes their own reception slots: a run on one day,
 * by default only in their free periods (their lessons of that weekday in the timetable taken out). Slots already
 * published at the same times are kept as they are (and their bookings); the answer says how many new.
 */
export async function publishSlots(db: Db, actor: Actor, input: z.output<typeof ZPublishSlots>) {
  assertCan(actor, "meeting.publish", input.schoolId);
  await requireSchool(db, input.schoolId);
  // the teacher's lessons that weekday (this year's timetable), taken out when only free periods are asked
  const lessons = input.freeOnly
    ? await db.timetableSlot.findMany({
        where: {
          schoolId: input.schoolId,
          weekday: input.date.getUTCDay(),
          classSubject: { teacherId: actor.userId },
          class: { schoolYear: { isCurrent: true } },
        },
        select: { startMinute: true, endMinute: true },
      })
    : [];
  const slots = slotTimes(
    input,
    new Date(),
    lessons.map((l) => ({ start: l.startMinute, end: l.endMinute })),
  );
  const { count } = await db.meetingSlot.createMany({
    data: slots.map((s) => ({
      schoolId: input.schoolId,
      teacherId: actor.userId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      place: input.place,
    })),
    skipDuplicates: true,
  });
  return { created: count };
}

/**
 * The school (its administrators) opens a parent-teacher day: the same run of slots for every teacher who teaches a
 * class this year, and a notification to every parent of the school to come and book.
 */
export async function openMeetingDay(db: Db, actor: Actor, input: z.output<typeof ZOpenMeetingDay>) {
  assertCan(actor, "meeting.publish", input.schoolId);
  if (!administers(actor, input.schoolId)) throw forbidden();
  await requireSchool(db, input.schoolId);
  const slots = slotTimes(input);
  return db.$transaction(
    async (tx) => {
      const teachers = await tx.classSubject.findMany({
        where: { teacherId: { not: null }, class: { schoolId: input.schoolId, schoolYear: { isCurrent: true } } },
        distinct: ["teacherId"],
        select: { teacherId: true },
      });
      const day = await tx.meetingDay.create({
        data: { schoolId: input.schoolId, title: input.title, startsAt: slots[0]!.startsAt },
        select: { id: true },
      });
      const { count } = await tx.meetingSlot.createMany({
        data: teachers.flatMap((t) =>
          slots.map((s) => ({
            schoolId: input.schoolId,
            teacherId: t.teacherId!,
            dayId: day.id,
            startsAt: s.startsAt,
            endsAt: s.endsAt,
          })),
        ),
        skipDuplicates: true,
      });
      const parents = await tx.parentLink.findMany({
        where: { student: { schoolId: input.schoolId } },
        distinct: ["parentId"],
        select: { parentId: true },
      });
      await notify(tx, {
        schoolId: input.schoolId,
        kind: "meeting.day",
        to: { STAFF: parents.map((p) => p.parentId) },
        params: { title: input.title, at: slots[0]!.startsAt.toISOString() },
        url: "/meetings",
      });
      return { id: day.id, teachers: teachers.length, slots: count };
    },
    { timeout: 30_000 },
  );
}
