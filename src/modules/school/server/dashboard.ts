import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { myChildren } from "./list-my-children";
import { administers } from "./scope";
import { currentYearAndTerm } from "./years";

/**
 * The role-aware overview of /dashboard for one school: counts and the current year and term for its
 * administrators, my classes for a teacher, my class for a student, my children for a parent. Later features
 * (timetable, homework, grades) add their sections here.
 */
export async function dashboardOverview(db: Db, actor: Actor, schoolId: string | null) {
  const admin = schoolId && administers(actor, schoolId);
  const [counts, current, teaching, ownClass, children] = await Promise.all([
    admin
      ? Promise.all([
          db.student.count({ where: { schoolId } }),
          db.userRole.count({ where: { schoolId, role: { key: "TEACHER" } } }),
          db.userRole.count({ where: { schoolId, role: { key: "PARENT" } } }),
          db.schoolClass.count({ where: { schoolId, schoolYear: { isCurrent: true } } }),
          db.subject.count({ where: { schoolId } }),
        ]).then(([students, teachers, parents, classes, subjects]) => ({
          students,
          teachers,
          parents,
          classes,
          subjects,
        }))
      : null,
    schoolId && (admin || actor.schoolIds.includes(schoolId)) ? currentYearAndTerm(db, schoolId) : null,
    schoolId && hasRole(actor, "TEACHER", schoolId)
      ? db.schoolClass.findMany({
          where: { schoolId, schoolYear: { isCurrent: true }, subjects: { some: { teacherId: actor.userId } } },
          orderBy: { name: "asc" },
          select: {
            name: true,
            slug: true,
            _count: { select: { enrollments: true } },
            subjects: {
              where: { teacherId: actor.userId },
              select: { subject: { select: { nameFr: true, nameEn: true, nameAr: true } } },
            },
          },
        })
      : null,
    schoolId && hasRole(actor, "STUDENT", schoolId)
      ? db.schoolClass.findFirst({
          where: {
            schoolId,
            schoolYear: { isCurrent: true },
            enrollments: { some: { student: { userId: actor.userId } } },
          },
          select: {
            name: true,
            slug: true,
            level: { select: { nameFr: true, nameEn: true, nameAr: true } },
            _count: { select: { enrollments: true } },
          },
        })
      : null,
    hasRole(actor, "PARENT") ? myChildren(db, actor) : null,
  ]);
  return {
    counts,
    current,
    teaching:
      teaching?.map((c) => ({
        name: c.name,
        slug: c.slug,
        students: c._count.enrollments,
        subjects: c.subjects.map((s) => s.subject),
      })) ?? null,
    ownClass: ownClass
      ? { name: ownClass.name, slug: ownClass.slug, level: ownClass.level, students: ownClass._count.enrollments }
      : null,
    children,
  };
}
