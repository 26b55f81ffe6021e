import { MEETINGS_AHEAD_DAYS } from "~/modules/meetings/domain/constants";
import { can, familyCan, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden, notFound } from "~/platform/errors";
import { administers, belongsTo } from "~/modules/school";
import { ownChild, teachersOf } from "./meeting-access";

const ahead = (now: Date) => new Date(now.getTime() + MEETINGS_AHEAD_DAYS * 86_400_000);

/**
 * /meetings, for one school: a teacher's own slots to come (booked or free: who, about which child, the note); a
 * parent's meetings to come for their children; the parent-teacher days to come.
 */
export async function myMeetings(db: Db, actor: Actor, input: { schoolId: string }) {
  if (!belongsTo(actor, input.schoolId)) throw forbidden();
  const now = new Date();
  const window = { gte: now, lte: ahead(now) };
  const publishes = can(actor, "meeting.publish", input.schoolId);
  const books = familyCan(actor, "meeting.book", input.schoolId);
  const [slots, booked, days, children] = await Promise.all([
    publishes
      ? db.meetingSlot.findMany({
          where: { schoolId: input.schoolId, teacherId: actor.userId, startsAt: window },
          orderBy: { startsAt: "asc" },
          select: {
            id: true,
            startsAt: true,
            endsAt: true,
            place: true,
            booking: {
              select: {
                note: true,
                student: { select: { user: { select: { name: true } } } },
                parent: { select: { name: true } },
              },
            },
          },
        })
      : [],
    books
      ? db.meetingBooking.findMany({
          where: {
            student: { schoolId: input.schoolId, parents: { some: { parentId: actor.userId } } },
            slot: { startsAt: window },
          },
          orderBy: { slot: { startsAt: "asc" } },
          select: {
            slotId: true,
            note: true,
            student: { select: { user: { select: { name: true } } } },
            slot: { select: { startsAt: true, endsAt: true, place: true, teacher: { select: { name: true } } } },
          },
        })
      : [],
    db.meetingDay.findMany({
      where: { schoolId: input.schoolId, startsAt: window },
      orderBy: { startsAt: "asc" },
      select: { id: true, title: true, startsAt: true },
    }),
    books
      ? db.student.findMany({
          where: { schoolId: input.schoolId, parents: { some: { parentId: actor.userId } } },
          orderBy: { user: { name: "asc" } },
          select: { id: true, user: { select: { name: true } } },
        })
      : [],
  ]);
  return {
    publishes,
    admin: administers(actor, input.schoolId),
    slots: slots.map((s) => ({
      id: s.id,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      place: s.place,
      booking: s.booking
        ? { student: s.booking.student.user.name, parent: s.booking.parent?.name ?? null, note: s.booking.note }
        : null,
    })),
    meetings: booked.map((b) => ({
      slotId: b.slotId,
      startsAt: b.slot.startsAt,
      endsAt: b.slot.endsAt,
      place: b.slot.place,
      teacher: b.slot.teacher.name,
      student: b.student.user.name,
      note: b.note,
    })),
    days,
    children: children.map((c) => ({ id: c.id, name: c.user.name })),
  };
}

/** The free slots to come of a child's teachers this year (a parent of the child, 'meeting.book'), per teacher. */
export async function bookableSlots(db: Db, actor: Actor, input: { schoolId: string; studentId: string }) {
  if (!familyCan(actor, "meeting.book", input.schoolId)) throw forbidden();
  const child = await ownChild(db, actor, input.schoolId, input.studentId);
  if (!child) throw notFound();
  const teachers = await teachersOf(db, child.id);
  const now = new Date();
  const slots = await db.meetingSlot.findMany({
    where: {
      schoolId: input.schoolId,
      teacherId: { in: teachers.map((t) => t.id) },
      startsAt: { gte: now, lte: ahead(now) },
      booking: null,
    },
    orderBy: { startsAt: "asc" },
    take: 500,
    select: { id: true, teacherId: true, startsAt: true, endsAt: true, place: true },
  });
  return teachers
    .map((t) => ({ ...t, slots: slots.filter((s) => s.teacherId === t.id).map(({ teacherId: _, ...s }) => s) }))
    .filter((t) => t.slots.length > 0);
}

/** The school's meetings of one day (its administrators): every booked slot, in time order. */
export async function dayMeetings(db: Db, actor: Actor, input: { schoolId: string; date: Date }) {
  if (!administers(actor, input.schoolId)) throw forbidden();
  const from = new Date(input.date.getTime() - 3600_000);
  const to = new Date(from.getTime() + 86_400_000);
  const slots = await db.meetingSlot.findMany({
    where: { schoolId: input.schoolId, startsAt: { gte: from, lt: to }, booking: { isNot: null } },
    orderBy: [{ startsAt: "asc" }, { teacher: { name: "asc" } }],
    select: {
      id: true,
      startsAt: true,
      endsAt: true,
      place: true,
      teacher: { select: { name: true } },
      booking: {
        select: {
          note: true,
          student: { select: { user: { select: { name: true } } } },
          parent: { select: { name: true } },
        },
      },
    },
  });
  return slots.map((s) => ({
    id: s.id,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    place: s.place,
    teacher: s.teacher.name,
    student: s.booking!.student.user.name,
    parent: s.booking!.parent?.name ?? null,
    note: s.booking!.note,
  }));
}
