import { resolveMessagingRules } from "~/modules/messages/domain/messaging-rules";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden, notFound } from "~/platform/errors";
import { administers } from "~/modules/school";
import { messagingSides, schoolStaff, studentWrites } from "./access";

/**
 * Whom the actor may start a conversation with in a school (/messages/new):
 * - a parent: for each of their children here, the child's teachers this year (with their subjects) and the office;
 * - staff: the parents of the students they teach (an admin: of every student of the school), and their colleagues.
 * A school that keeps parents to the office offers them no teacher.
 */
export async function messageContacts(db: Db, actor: Actor, input: { schoolId: string }) {
  const { staff, family } = messagingSides(actor, input.schoolId);
  const pupil = !staff && !family && (await studentWrites(db, actor, input.schoolId));
  if (!staff && !family && !pupil) throw forbidden();
  const current = { class: { schoolYear: { isCurrent: true } } };
  const school = await db.school.findUnique({ where: { id: input.schoolId }, select: { messagingRules: true } });
  if (!school) throw notFound();
  const rules = resolveMessagingRules(school.messagingRules);
  const children = family
    ? await db.student.findMany({
        where: { schoolId: input.schoolId, parents: { some: { parentId: actor.userId } } },
        orderBy: { user: { name: "asc" } },
        select: {
          id: true,
          user: { select: { name: true } },
          enrollments: {
            where: current,
            select: {
              class: {
                select: {
                  name: true,
                  subjects: {
                    where: { teacherId: { not: null } },
                    select: {
                      teacher: { select: { id: true, name: true } },
                      subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
                    },
                  },
                },
              },
            },
          },
        },
      })
    : [];
  let families: { studentId: string; student: string; className: string; parents: { id: string; name: string }[] }[] =
    [];
  let colleagues: { id: string; name: string }[] = [];
  let classes: { id: string; name: string }[] = [];
  if (staff) {
    const admin = administers(actor, input.schoolId);
    const students = await db.student.findMany({
      where: {
        schoolId: input.schoolId,
        enrollments: {
          some: admin
            ? current
            : { class: { schoolYear: { isCurrent: true }, subjects: { some: { teacherId: actor.userId } } } },
        },
      },
      orderBy: { user: { name: "asc" } },
      take: 2000,
      select: {
        id: true,
        user: { select: { name: true } },
        enrollments: { where: current, select: { class: { select: { name: true } } } },
        parents: { select: { parent: { select: { id: true, name: true } } } },
      },
    });
    families = students
      .filter((s) => s.parents.length > 0)
      .map((s) => ({
        studentId: s.id,
        student: s.user.name,
        className: s.enrollments[0]?.class.name ?? "",
        parents: s.parents.map((p) => p.parent).filter((p) => p.id !== actor.userId),
      }));
    colleagues = (await schoolStaff(db, input.schoolId))
      .filter((p) => p.id !== actor.userId)
      .map(({ id, name }) => ({ id, name }));
    // the classes whose parents they may write to at once
    classes = await db.schoolClass.findMany({
      where: {
        schoolId: input.schoolId,
        schoolYear: { isCurrent: true },
        ...(admin ? {} : { subjects: { some: { teacherId: actor.userId } } }),
      },
      orderBy: { name: "asc" },
      select: { id: true, name: true },
    });
  }
  return {
    children: children.map((c) => {
      const teachers = new Map<
        string,
        { id: string; name: string; subjects: { nameFr: string; nameEn: string; nameAr: string }[] }
      >();
      for (const e of c.enrollments)
        for (const s of e.class.subjects) {
          const t = teachers.get(s.teacher!.id) ?? { ...s.teacher!, subjects: [] };
          t.subjects.push(s.subject);
          teachers.set(t.id, t);
        }
      // the school may keep parents to the office
      const offered = rules.parentsToTeachers ? [...teachers.values()].filter((t) => t.id !== actor.userId) : [];
      return { id: c.id, name: c.user.name, className: c.enrollments[0]?.class.name ?? "", teachers: offered };
    }),
    families,
    colleagues,
    classes,
    /** a pupil allowed to write: their own teachers this year */
    self: pupil ? await pupilTeachers(db, actor, input.schoolId) : null,
    /** the teachers' hours, told to a family before they write */
    rules,
  };
}

export type MessageContacts = Awaited<ReturnType<typeof messageContacts>>;

/** A pupil's teachers this year, with their subjects (the pupil's /messages/new). */
async function pupilTeachers(db: Db, actor: Actor, schoolId: string) {
  const self = await db.student.findFirst({ where: { userId: actor.userId, schoolId }, select: { id: true } });
  if (!self) return null;
  const rows = await db.classSubject.findMany({
    where: {
      teacherId: { not: null, notIn: [actor.userId] },
      class: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: self.id } } },
    },
    select: {
      teacher: { select: { id: true, name: true } },
      subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
    },
  });
  const teachers = new Map<
    string,
    { id: string; name: string; subjects: { nameFr: string; nameEn: string; nameAr: string }[] }
  >();
  for (const r of rows) {
    const t = teachers.get(r.teacher!.id) ?? { ...r.teacher!, subjects: [] };
    t.subjects.push(r.subject);
    teachers.set(t.id, t);
  }
  return { id: self.id, teachers: [...teachers.values()] };
}
