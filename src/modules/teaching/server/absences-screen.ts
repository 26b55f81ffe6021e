import type { MemberOf } from "~/platform/api/scope";
import { can, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { READS_CHILD, relateToChild } from "~/platform/api/relations";
import { listAbsences, pendingJustifications } from "./absences";
import { chooseStudent } from "./choose-student";

/**
 * What /absences shows, as one action: the family's child's absences (or, for the staff, the student the address
 * names: `listAbsences` says who may read them), else the justifications waiting for 'edit class', else nothing
 * (the page's hint for the other staff). The school is one the actor belongs to (the gate's).
 */
export async function absencesScreen(db: Db, actor: Actor, school: MemberOf, input: { student?: string }) {
  const { schoolId } = school;
  const { students, current } = await chooseStudent(db, actor, schoolId, input.student);
  const studentId = current?.id ?? input.student;
  if (studentId)
    return {
      kind: "student" as const,
      students,
      family: !!current,
      absences: await listAbsences(db, actor, await relateToChild(db, actor, studentId, READS_CHILD)),
    };
  if (can(actor, "class.edit", schoolId))
    return { kind: "pending" as const, pending: await pendingJustifications(db, actor, { schoolId }) };
  return { kind: "none" as const };
}
