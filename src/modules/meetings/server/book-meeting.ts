import type { z } from "zod";
import type { ZBookMeeting, ZCancelMeeting } from "~/modules/meetings/schemas";
import { familyCan, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { AppError, fieldError, forbidden, notFound } from "~/platform/errors";
import { notify } from "~/modules/notify";
import { administers } from "~/modules/school";
import { mayActFor } from "~/modules/family";
import { ownChild, teachersOf } from "./meeting-access";

/**
 * A parent books a teacher's free slot for their child ('meeting.book'): a teacher of the child's class this year, a
 * slot to come. One booking per slot: of two parents booking it at once, one gets it, the other "just taken". One
 * booking to come per child and teacher: another is refused on the slot (moving a meeting is cancel, then book). The
 * teacher is told (the bell; a push names no child unless the school chose detailed pushes).
 */
export async function bookMeeting(db: Db, actor: Actor, input: z.output<typeof ZBookMeeting>) {
  const slot = await db.meetingSlot.findUnique({
    where: { id: input.slotId },
    select: { id: true, schoolId: true, teacherId: true, startsAt: true },
  });
  if (!slot || !familyCan(actor, "meeting.book", slot.schoolId)) throw notFound();
  const child = await ownChild(db, actor, slot.schoolId, input.studentId);
  if (!child || !(await teachersOf(db, child.id)).some((t) => t.id === slot.teacherId)) throw forbidden();
  if (!(await mayActFor(db, actor.userId, child.id))) throw forbidden("family.error.readOnly");
  if (slot.startsAt < new Date()) throw new AppError("CONFLICT", "meetings.error.gone");
  try {
    await db.$transaction(async (tx) => {
      // one booking to come per child and teacher (issue 47: one family took a teacher's whole afternoon); the child's
      // row is locked first, so two bookings fired at once are counted one after the other and only one passes
      await tx.$queryRaw`SELECT 1 FROM "Student" WHERE "id" = ${child.id} FOR NO KEY UPDATE`;
      const upcoming = await tx.meetingBooking.count({
        where: { studentId: child.id, slot: { teacherId: slot.teacherId, endsAt: { gt: new Date() } } },
      });
      if (upcoming > 0) throw fieldError("slotId", "meetings.error.alreadyBooked");
      await tx.meetingBooking.create({
        data: { slotId: slot.id, studentId: child.id, parentId: actor.userId, note: input.note },
      });
      await notify(tx, {
        schoolId: slot.schoolId,
        kind: "meeting.booked",
        to: { STAFF: [slot.teacherId] },
        params: { parent: actor.name, student: child.user.name, at: slot.startsAt.toISOString() },
        url: "/meetings",
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("CONFLICT", "meetings.error.taken");
    throw error;
  }
  return { slotId: slot.id };
}

/**
 * A booked meeting is cancelled, with a reason, by the parent who booked it (or another parent of the child), the
 * slot's teacher or the school's administrators; the slot is free again and the other side is told why.
 */
export async function cancelMeeting(db: Db, actor: Actor, input: z.output<typeof ZCancelMeeting>) {
  const booking = await db.meetingBooking.findUnique({
    where: { slotId: input.slotId },
    select: {
      parentId: true,
      studentId: true,
      slot: { select: { schoolId: true, teacherId: true, startsAt: true } },
      student: { select: { parents: { select: { parentId: true } } } },
    },
  });
  if (!booking) throw notFound();
  const { schoolId, teacherId, startsAt } = booking.slot;
  const family =
    familyCan(actor, "meeting.book", schoolId) && booking.student.parents.some((p) => p.parentId === actor.userId);
  const school = actor.userId === teacherId || administers(actor, schoolId);
  if (!family && !school) throw notFound();
  // a parent the school left read-only (custody) does not cancel for the child
  if (family && !school && !(await mayActFor(db, actor.userId, booking.studentId)))
    throw forbidden("family.error.readOnly");
  await db.$transaction(async (tx) => {
    const { count } = await tx.meetingBooking.deleteMany({ where: { slotId: input.slotId } });
    if (count === 0) return;
    const others =
      family && !school
        ? [teacherId]
        : booking.student.parents.map((p) => p.parentId).filter((id) => id !== actor.userId);
    await notify(tx, {
      schoolId,
      kind: "meeting.cancelled",
      to: { STAFF: others },
      params: { by: actor.name, reason: input.reason, at: startsAt.toISOString() },
      url: "/meetings",
    });
  });
  return { cancelled: true };
}

/** A teacher removes one of their free slots (a booked one is cancelled first, with a reason). */
export async function removeSlot(db: Db, actor: Actor, input: { slotId: string }) {
  const slot = await db.meetingSlot.findFirst({
    where: { id: input.slotId, teacherId: actor.userId },
    select: { id: true, booking: { select: { slotId: true } } },
  });
  if (!slot) throw notFound();
  if (slot.booking) throw new AppError("CONFLICT", "meetings.error.booked");
  await db.meetingSlot.delete({ where: { id: slot.id } });
  return { removed: true };
}
