import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { notFound } from "~/platform/errors";

/** The slot, its class and subject (and the subject's teacher), or 404. */
export async function loadSlot(db: Db | Prisma.TransactionClient, slotId: string) {
  const slot = await db.timetableSlot.findUnique({
    where: { id: slotId },
    select: {
      id: true,
      schoolId: true,
      classId: true,
      classSubjectId: true,
      groupId: true,
      weekday: true,
      startMinute: true,
      endMinute: true,
      room: true,
      class: { select: { name: true, schoolYearId: true } },
      group: { select: { name: true } },
      classSubject: { select: { teacherId: true, subject: { select: { nameFr: true, nameEn: true, nameAr: true } } } },
    },
  });
  if (!slot) throw notFound();
  return slot;
}

export type LoadedSlot = Awaited<ReturnType<typeof loadSlot>>;
