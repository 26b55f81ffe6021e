import { smsReach } from "~/modules/notify";
import type { TaughtClass } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { administers, assertCan } from "~/modules/school";

/**
 * What /circulars/new offers ('circular.send'): an administrator the whole school, its levels and classes this year; a
 * teacher the classes they teach.
 */
export async function circularChoices(db: Db, actor: Actor, input: { schoolId: string }) {
  assertCan(actor, "circular.send", input.schoolId);
  const admin = administers(actor, input.schoolId);
  const classes = await db.schoolClass.findMany({
    where: {
      schoolId: input.schoolId,
      schoolYear: { isCurrent: true },
      ...(admin ? {} : { subjects: { some: { teacherId: actor.userId } } }),
    },
    orderBy: { name: "asc" },
    select: { id: true, name: true, levelId: true },
  });
  const levels = admin
    ? await db.level.findMany({
        where: { schoolId: input.schoolId, classes: { some: { schoolYear: { isCurrent: true } } } },
        orderBy: [{ cycle: "asc" }, { grade: "asc" }],
        select: { id: true, nameFr: true, nameEn: true, nameAr: true },
      })
    : [];
  return { admin, levels, classes, me: actor.name, sms: await smsReach(db, input.schoolId) };
}

/** The pupils of a class the actor may address (the "chosen families" of /circulars/new). */
export async function circularClassPupils(db: Db, taught: TaughtClass) {
  const cls = await db.schoolClass.findFirst({
    where: { id: taught.id, schoolYear: { isCurrent: true } },
    select: {
      enrollments: {
        orderBy: { student: { user: { name: "asc" } } },
        select: { student: { select: { id: true, user: { select: { name: true } } } } },
      },
    },
  });
  if (!cls) throw fieldError("audience.classId", "validation.checkInput");
  return cls.enrollments.map((e) => ({ id: e.student.id, name: e.student.user.name }));
}
