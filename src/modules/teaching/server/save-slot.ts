import type { z } from "zod";
import { WEEKDAY_CODES, type ZSlotInput } from "~/modules/teaching/schemas";
import { findClash, type SlotShape } from "~/modules/teaching/domain/slots";
import { formatTime } from "~/lib/school-time";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError, notFound } from "~/platform/errors";
import { localName as subjectName } from "~/lib/local-name";

/**
 * Timetable writes take a per-school lock for their transaction: two admins saving slots at once cannot both pass
 * the clash check (the check reads, then writes).
 */
export async function lockTimetables(tx: Prisma.TransactionClient, schoolId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`timetable:${schoolId}`}))`;
}

/** The school year's slots (of one weekday, when given) in the shape the clash rule reads. */
export async function yearSlots(tx: Prisma.TransactionClient, schoolYearId: string, weekday?: number) {
  const rows = await tx.timetableSlot.findMany({
    where: { class: { schoolYearId }, ...(weekday === undefined ? {} : { weekday }) },
    select: {
      id: true,
      weekday: true,
      startMinute: true,
      endMinute: true,
      classId: true,
      groupId: true,
      room: true,
      classSubject: { select: { teacherId: true } },
    },
  });
  return rows.map((r) => ({ ...r, teacherId: r.classSubject.teacherId }));
}

/** The clash as a field error naming the other session: "4AM1 — Mathematics, Sunday 08:00–09:00 (M. Benali)". */
export async function clashError(
  tx: Prisma.TransactionClient,
  actor: Actor,
  kind: "class" | "teacher" | "room",
  slotId: string,
) {
  const other = await tx.timetableSlot.findUniqueOrThrow({
    where: { id: slotId },
    select: {
      weekday: true,
      startMinute: true,
      endMinute: true,
      room: true,
      class: { select: { name: true } },
      group: { select: { name: true } },
      classSubject: {
        select: {
          teacher: { select: { name: true } },
          subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
        },
      },
    },
  });
  return fieldError("start", `validation.timeSlotClash.${kind}`, {
    class: other.group ? `${other.class.name} (${other.group.name})` : other.class.name,
    subject: subjectName(actor.locale, other.classSubject.subject),
    teacher: other.classSubject.teacher?.name ?? "—",
    room: other.room ?? "",
    day: WEEKDAY_CODES[other.weekday]!,
    start: formatTime(other.startMinute),
    end: formatTime(other.endMinute),
  });
}

/** Creates or moves a slot of the class ('edit class' in its school: the gate); its subject and group are the class's own. */
export async function saveSlot(db: Db, actor: Actor, cls: Scoped<"class">, input: z.output<typeof ZSlotInput>) {
  const school = await db.school.findUniqueOrThrow({ where: { id: cls.schoolId }, select: { schoolDays: true } });
  if (!school.schoolDays.includes(input.weekday)) throw fieldError("weekday", "validation.notSchoolDay");
  const [classSubject, group, existing] = await Promise.all([
    db.classSubject.findUnique({ where: { id: input.classSubjectId }, select: { classId: true, teacherId: true } }),
    input.groupId ? db.classGroup.findUnique({ where: { id: input.groupId }, select: { classId: true } }) : null,
    input.id ? db.timetableSlot.findUnique({ where: { id: input.id }, select: { classId: true } }) : null,
  ]);
  if (classSubject?.classId !== cls.id) throw fieldError("classSubjectId", "validation.checkInput");
  if (input.groupId && group?.classId !== cls.id) throw fieldError("groupId", "validation.checkInput");
  if (input.id && existing?.classId !== cls.id) throw notFound();

  const data = {
    classSubjectId: input.classSubjectId,
    groupId: input.groupId ?? null,
    weekday: input.weekday,
    startMinute: input.start,
    endMinute: input.end,
    room: input.room ?? null,
  };
  return db.$transaction(async (tx) => {
    await lockTimetables(tx, cls.schoolId);
    const candidate: SlotShape = { id: input.id, ...data, classId: cls.id, teacherId: classSubject.teacherId };
    const clash = findClash(candidate, await yearSlots(tx, cls.schoolYearId, input.weekday));
    if (clash) throw await clashError(tx, actor, clash.kind, clash.slot.id);
    const saved = input.id
      ? await tx.timetableSlot.update({ where: { id: input.id }, data, select: { id: true } })
      : await tx.timetableSlot.create({
          data: { ...data, schoolId: cls.schoolId, classId: cls.id },
          select: { id: true },
        });
    return saved;
  });
}

export async function deleteSlot(db: Db, slot: Scoped<"slot">) {
  await db.timetableSlot.delete({ where: { id: slot.id } });
  return { ok: true as const };
}
