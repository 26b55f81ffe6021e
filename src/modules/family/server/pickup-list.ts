import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";

/**
 * Who may collect each pupil of a class (/family/pickup, 'link a parent'): the parents without a "no pickup"
 * decision and the trusted adults the family named for pickup; a parent who may not collect is listed as such. The
 * school's classes this year come with it (the page's tabs); without a class, the first.
 */
export async function pickupList(db: Db, scope: Scoped<"school">, input: { classId?: string }) {
  const classes = await db.schoolClass.findMany({
    where: { schoolId: scope.schoolId, schoolYear: { isCurrent: true } },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
  const chosen = classes.find((c) => c.id === input.classId) ?? classes[0];
  if (!chosen) return { classes, classId: null, className: null, pupils: [] };
  const cls = await db.schoolClass.findUniqueOrThrow({
    where: { id: chosen.id },
    select: {
      name: true,
      enrollments: {
        orderBy: { student: { user: { name: "asc" } } },
        select: {
          student: {
            select: {
              id: true,
              user: { select: { name: true } },
              parents: {
                orderBy: { createdAt: "asc" },
                select: { noPickup: true, parent: { select: { name: true, phone: true } } },
              },
              delegates: {
                where: { pickup: true },
                orderBy: { createdAt: "asc" },
                select: { name: true, phone: true, relation: true },
              },
            },
          },
        },
      },
    },
  });
  return {
    classes,
    classId: chosen.id,
    className: cls.name,
    pupils: cls.enrollments.map(({ student: s }) => ({
      id: s.id,
      name: s.user.name,
      allowed: [
        ...s.parents
          .filter((p) => !p.noPickup)
          .map((p) => ({ name: p.parent.name, phone: p.parent.phone, relation: "PARENT" })),
        ...s.delegates.map((d) => ({ name: d.name, phone: d.phone, relation: d.relation })),
      ],
      refused: s.parents.filter((p) => p.noPickup).map((p) => p.parent.name),
    })),
  };
}
