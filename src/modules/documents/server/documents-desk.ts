import { PAPER_FACTS, paperFacts } from "./paper-facts";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";

const REGISTER_PAGE = 50;

const select = {
  ...PAPER_FACTS,
  requestedBy: { select: { name: true } },
  issuedBy: { select: { name: true } },
  decidedBy: { select: { name: true } },
  student: {
    select: {
      id: true,
      registrationNumber: true,
      user: { select: { name: true } },
      enrollments: {
        where: { class: { schoolYear: { isCurrent: true } } },
        select: { class: { select: { name: true } } },
      },
    },
  },
} as const;

const loadRows = (db: Db, where: object, take?: number, orderBy: object = { createdAt: "asc" }) =>
  db.schoolDocument.findMany({ where, orderBy, take, select });

function line(d: Awaited<ReturnType<typeof loadRows>>[number]) {
  return {
    ...paperFacts(d),
    askedBy: d.requestedBy?.name ?? null,
    issuedBy: d.issuedBy?.name ?? null,
    decidedBy: d.decidedBy?.name ?? null,
    student: {
      id: d.student.id,
      name: d.student.user.name,
      matricule: d.student.registrationNumber,
      className: d.student.enrollments[0]?.class.name ?? null,
    },
  };
}

/**
 * The school's desk (/documents, 'document.issue'): the requests waiting, oldest first; the current year's register,
 * the last 50 asked or issued first (issued, withdrawn and refused, each with who and when); the classes to issue for, and the pupils of
 * the class the address chose.
 */
export async function documentsDesk(db: Db, scope: Scoped<"school">, input: { classId?: string }) {
  const [year, school] = await Promise.all([
    db.schoolYear.findFirst({ where: { schoolId: scope.id, isCurrent: true }, select: { id: true, name: true } }),
    db.school.findUniqueOrThrow({ where: { id: scope.id }, select: { headName: true } }),
  ]);
  const [pending, recent, issuedCount, classes] = await Promise.all([
    loadRows(db, { schoolId: scope.id, status: "REQUESTED" }),
    year
      ? loadRows(db, { schoolId: scope.id, schoolYearId: year.id, status: { not: "REQUESTED" } }, REGISTER_PAGE, {
          createdAt: "desc",
        })
      : [],
    year ? db.schoolDocument.count({ where: { schoolId: scope.id, schoolYearId: year.id, number: { not: null } } }) : 0,
    year
      ? db.schoolClass.findMany({
          where: { schoolYearId: year.id },
          orderBy: { name: "asc" },
          select: { id: true, name: true, _count: { select: { enrollments: true } } },
        })
      : [],
  ]);
  const chosen = classes.find((c) => c.id === input.classId) ?? null;
  const pupils = chosen
    ? await db.classEnrollment.findMany({
        where: { classId: chosen.id },
        orderBy: { student: { user: { name: "asc" } } },
        select: { student: { select: { id: true, user: { select: { name: true } } } } },
      })
    : [];
  return {
    year: year?.name ?? null,
    /** the papers are signed with it: the desk says when it is missing */
    headName: !!school.headName,
    pending: pending.map(line),
    register: recent.map(line),
    issuedCount,
    classes: classes.map((c) => ({ id: c.id, name: c.name, pupils: c._count.enrollments })),
    chosenClass: chosen
      ? {
          id: chosen.id,
          name: chosen.name,
          pupils: pupils.map((p) => ({ id: p.student.id, name: p.student.user.name })),
        }
      : null,
  };
}

/** The register of the school's papers for the current year, in number order (the CSV export of /documents). */
export async function documentsRegister(db: Db, scope: Scoped<"school">) {
  const year = await db.schoolYear.findFirst({
    where: { schoolId: scope.id, isCurrent: true },
    select: { id: true, name: true },
  });
  if (!year) return { year: null, rows: [] };
  const rows = await loadRows(db, { schoolId: scope.id, schoolYearId: year.id, number: { not: null } }, undefined, {
    number: "asc",
  });
  return { year: year.name, rows: rows.map(line) };
}
