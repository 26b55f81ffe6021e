import { cache } from "react";
import type { MemberOf } from "~/server/api/scope";
import { can, type Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { getClassBySlug, listClasses } from "./classes";
import { listLevels } from "./levels";
import { listTeachers } from "./people";
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
 * What /class/{slug} shows, as one action: the class (`getClassBySlug` says who may see it and how much), and for
 * its administrators the school's teachers and subjects to link. Read once per render: the page's title asks too.
 */
export const classScreen = cache(async (db: Db, actor: Actor, slug: string) => {
  const cls = await getClassBySlug(db, actor, slug);
  const [teachers, subjects] = cls.canManage
    ? await Promise.all([listTeachers(db, actor, { schoolId: cls.schoolId, page: 1, sort: "name" }), schoolSubjects(db, cls.schoolId)])
    : [{ rows: [] }, []];
  return {
    cls,
    teachers: teachers.rows.map((r) => ({ id: r.id, name: r.name })),
    subjects: subjects.map((s) => ({ id: s.id, nameFr: s.nameFr, nameEn: s.nameEn, nameAr: s.nameAr })),
  };
});
