import { cache } from "react";
import type { ReadClass } from "~/platform/api/relations";
import type { MemberOf } from "~/platform/api/scope";
import { can, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { getClass, listClasses } from "./classes";
import { listLevels } from "./levels";
import { listTeachers } from "./list-teachers";
import { schoolSubjects } from "./subjects";
import { listSchoolYears } from "./years";

/**
 * What /classes shows, as one action (a school's members): the school's years, the classes of the year the address
 * chose (else the current one, else the newest) that the actor sees, and for who edits classes the levels to
 * create one in.
 */
export async function classesScreen(db: Db, actor: Actor, school: MemberOf, input: { year?: string }) {
  const canEdit = can(actor, "class.edit", school.schoolId);
  const years = await listSchoolYears(db, school);
  const yearId = (years.find((y) => y.id === input.year) ?? years.find((y) => y.isCurrent) ?? years[0])?.id;
  const [classes, levels] = await Promise.all([
    yearId ? listClasses(db, actor, school, { schoolYearId: yearId }) : [],
    canEdit ? listLevels(db, school) : [],
  ]);
  return { canEdit, years: years.map((y) => ({ id: y.id, name: y.name })), yearId, classes, levels };
}

/**
 * What /class/{slug} shows, as one action: the class (the gate said who reads it and as whom; `getClass` how much),
 * and for its administrators the school's teachers and subjects to link. Read once per render (the page's title asks
 * too): the answer is kept per class and actor, the class the gate found being a new value on each call.
 */
export function classScreen(db: Db, actor: Actor, found: ReadClass) {
  const memo = classScreenMemo(db, actor, found.id);
  return (memo.screen ??= readClassScreen(db, actor, found));
}

const classScreenMemo = cache(
  (_db: Db, _actor: Actor, _classId: string): { screen?: ReturnType<typeof readClassScreen> } => ({}),
);

async function readClassScreen(db: Db, actor: Actor, found: ReadClass) {
  const cls = await getClass(db, found);
  const [teachers, subjects] = cls.canManage
    ? await Promise.all([
        listTeachers(db, actor, { schoolId: cls.schoolId, page: 1, sort: "name" }),
        schoolSubjects(db, cls.schoolId),
      ])
    : [{ rows: [] }, []];
  return {
    cls,
    teachers: teachers.rows.map((r) => ({ id: r.id, name: r.name })),
    subjects: subjects.map((s) => ({ id: s.id, nameFr: s.nameFr, nameEn: s.nameEn, nameAr: s.nameAr })),
  };
}
