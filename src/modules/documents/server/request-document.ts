import type { z } from "zod";
import { isAdult } from "~/modules/documents/domain/paper";
import type { ZRequestDocument } from "~/modules/documents/schemas";
import { dayKey, schoolClock } from "~/lib/school-time";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, forbidden, notFound } from "~/platform/errors";
import { holdersOf } from "~/modules/notify";
import { notify } from "~/modules/notify";

/**
 * How the actor may ask for a pupil's papers, through the role that carries the relationship: a parent of the child
 * (not restricted to reading by a custody decision), or the student themself once of age. Null: not at all.
 */
export async function requestRight(
  db: Db,
  actor: Actor,
  student: { id: string; schoolId: string; userId: string; birthDate: Date | null },
) {
  if (student.userId === actor.userId && hasRole(actor, "STUDENT", student.schoolId)) {
    return isAdult(student.birthDate ? dayKey(student.birthDate) : null, dayKey(schoolClock().date))
      ? ("SELF" as const)
      : ("MINOR" as const);
  }
  if (!hasRole(actor, "PARENT", student.schoolId)) return null;
  const link = await db.parentLink.findUnique({
    where: { parentId_studentId: { parentId: actor.userId, studentId: student.id } },
    select: { readOnly: true },
  });
  if (!link) return null;
  return link.readOnly ? ("READ_ONLY" as const) : ("PARENT" as const);
}

/**
 * A family asks the school for a paper (/documents): the pupil, the kind and its purpose. One request of a kind waits
 * at a time per pupil; the school's administrators are told (the pupil's name is for the staff, never in a family's push).
 */
export async function requestDocument(db: Db, actor: Actor, input: z.output<typeof ZRequestDocument>) {
  const student = await db.student.findUnique({
    where: { id: input.studentId },
    select: { id: true, schoolId: true, userId: true, birthDate: true, user: { select: { name: true } } },
  });
  if (!student) throw notFound();
  const right = await requestRight(db, actor, student);
  if (right === null) throw notFound();
  if (right === "MINOR") throw forbidden("documents.error.adultOnly");
  if (right === "READ_ONLY") throw forbidden("family.error.readOnly");
  const year = await db.schoolYear.findFirst({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true },
  });
  if (!year) throw notFound();
  return db.$transaction(async (tx) => {
    // one waiting request of a kind per pupil: the pupil's row is locked, so two clicks at once make one request
    await tx.$queryRaw`SELECT "id" FROM "Student" WHERE "id" = ${student.id} FOR UPDATE`;
    const waiting = await tx.schoolDocument.count({
      where: { studentId: student.id, kind: input.kind, status: "REQUESTED" },
    });
    if (waiting > 0) throw fieldError("kind", "documents.error.pending");
    const doc = await tx.schoolDocument.create({
      data: {
        schoolId: student.schoolId,
        schoolYearId: year.id,
        studentId: student.id,
        kind: input.kind,
        status: "REQUESTED",
        purpose: input.purpose,
        requestedById: actor.userId,
      },
      select: { id: true },
    });
    const desk = await holdersOf(tx, student.schoolId, "document.issue");
    await notify(tx, {
      schoolId: student.schoolId,
      to: { STAFF: desk },
      kind: "document.requested",
      params: { student: student.user.name, kind: input.kind },
      url: "/documents",
    });
    return doc;
  });
}
