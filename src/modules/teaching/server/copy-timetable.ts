import { findClash } from "~/modules/teaching/domain/slots";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError, forbidden, notFound } from "~/platform/errors";
import { lockTimetables, yearSlots } from "./save-slot";

type Tx = Prisma.TransactionClient;

/**
 * Copies the slots of one class onto another, replacing the target's timetable. Each slot maps to the target's
 * class subject of the same subject (and its teacher) and its group of the same name; slots whose subject the
 * target does not have, or that would clash (the same teacher teaching both classes at that hour, a room), are left
 * out and counted, so the rule "never two sessions at once" still holds after the copy.
 */
async function copySlots(tx: Tx, fromClassId: string, toClassId: string, schoolYearId: string) {
  const [source, target] = await Promise.all([
    tx.timetableSlot.findMany({
      where: { classId: fromClassId },
      orderBy: [{ weekday: "asc" }, { startMinute: "asc" }],
      select: {
        weekday: true,
        startMinute: true,
        endMinute: true,
        room: true,
        group: { select: { name: true } },
        classSubject: { select: { subjectId: true } },
      },
    }),
    tx.schoolClass.findUniqueOrThrow({
      where: { id: toClassId },
      select: {
        id: true,
        schoolId: true,
        subjects: { select: { id: true, subjectId: true, teacherId: true } },
        groups: { select: { id: true, name: true } },
      },
    }),
  ]);
  await tx.timetableSlot.deleteMany({ where: { classId: toClassId } });
  const placed = await yearSlots(tx, schoolYearId);
  const bySubject = new Map(target.subjects.map((s) => [s.subjectId, s]));
  const groups = new Map(target.groups.map((g) => [g.name.toLowerCase(), g.id]));
  let copied = 0;
  let skipped = 0;
  for (const slot of source) {
    const classSubject = bySubject.get(slot.classSubject.subjectId);
    if (!classSubject) {
      skipped++;
      continue;
    }
    let groupId: string | null = null;
    if (slot.group) {
      groupId = groups.get(slot.group.name.toLowerCase()) ?? null;
      if (!groupId) {
        groupId = (
          await tx.classGroup.create({ data: { classId: toClassId, name: slot.group.name }, select: { id: true } })
        ).id;
        groups.set(slot.group.name.toLowerCase(), groupId);
      }
    }
    const candidate = { ...slot, classId: toClassId, groupId, teacherId: classSubject.teacherId };
    if (findClash(candidate, placed)) {
      skipped++;
      continue;
    }
    const created = await tx.timetableSlot.create({
      data: {
        schoolId: target.schoolId,
        classId: toClassId,
        classSubjectId: classSubject.id,
        groupId,
        weekday: slot.weekday,
        startMinute: slot.startMinute,
        endMinute: slot.endMinute,
        room: slot.room,
      },
      select: { id: true },
    });
    placed.push({ ...candidate, id: created.id, classSubject: { teacherId: classSubject.teacherId } });
    copied++;
  }
  return { copied, skipped };
}

/** `from`: the class copied ('edit class' in its school: the gate); the target must be a class of the same school. */
export async function copyTimetable(db: Db, from: Scoped<"class">, input: { toClassId: string }) {
  if (from.id === input.toClassId) throw fieldError("toClassId", "validation.checkInput");
  const to = await db.schoolClass.findUnique({
    where: { id: input.toClassId },
    select: { schoolId: true, schoolYearId: true },
  });
  if (!to) throw notFound();
  if (to.schoolId !== from.schoolId) throw forbidden();
  return db.$transaction(async (tx) => {
    await lockTimetables(tx, from.schoolId);
    return copySlots(tx, from.id, input.toClassId, to.schoolYearId);
  });
}

/**
 * Carries the school's timetables from one year to the next: each class of the new year that has the same name as
 * a class of the old year (4AM1 → 4AM1) gets that class's timetable, as `copyTimetable` would.
 */
export async function carryOverTimetables(db: Db, year: Scoped<"schoolYear">, input: { toYearId: string }) {
  if (year.id === input.toYearId) throw fieldError("toYearId", "validation.checkInput");
  const [from, to] = await Promise.all(
    [year.id, input.toYearId].map((id) =>
      db.schoolYear.findUnique({
        where: { id },
        select: { schoolId: true, classes: { select: { id: true, name: true } } },
      }),
    ),
  );
  if (!from || !to) throw notFound();
  // the target year must be the same school's ('edit class' was checked in the first one's, by the gate)
  if (to.schoolId !== year.schoolId) throw forbidden();
  const oldByName = new Map(from.classes.map((c) => [c.name.toLowerCase(), c.id]));
  return db.$transaction(
    async (tx) => {
      await lockTimetables(tx, from.schoolId);
      let classes = 0;
      let copied = 0;
      let skipped = 0;
      for (const cls of to.classes) {
        const source = oldByName.get(cls.name.toLowerCase());
        if (!source) continue;
        const result = await copySlots(tx, source, cls.id, input.toYearId);
        classes++;
        copied += result.copied;
        skipped += result.skipped;
      }
      return { classes, copied, skipped };
    },
    { timeout: 60_000 },
  );
}
