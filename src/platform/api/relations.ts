import type { Permission } from "~/lib/permissions";
import { can, familyCan, hasRole, type Actor } from "~/platform/auth/actor";
import { paymentStaff } from "~/platform/auth/rules";
import type { Db } from "~/platform/db";
import { forbidden, notFound } from "~/platform/errors";
import { isReleased, taughtAmong } from "~/modules/grades";
import { memberConversation } from "~/modules/messages";
import { administers, belongsTo } from "~/modules/school";
import { classCapacity, isFamilyOf } from "~/modules/teaching";
import { assertManages } from "~/modules/users";
import type { Gated } from "./scope";

/**
 * Who a person is *to a child, a class or a conversation* (issue 47), decided here once, by the gate, from the
 * procedure's input — as the school scope is — and handed to the service as a branded value it cannot make itself.
 * A right comes from the role *and* the relationship that grant it: a parent's link (and the custody decision on it),
 * a pupil's own record, a trusted adult's timetable, a teacher's classes, a conversation's members of today. The
 * table of what each relationship may do is in docs/security.md ("Relationships").
 */

/** What an action does with the child: reads their records, acts for them (justify, answer, book, write), or reads their timetable. */
export type ChildNeed = "read" | "act" | "timetable";

export interface ChildRule {
  need: ChildNeed;
  /**
   * The school's side: any of these permissions through a staff role in the child's school ("role": the staff role
   * itself); its administrators (school.edit) reach every pupil, a teacher only the pupils of a class they teach —
   * or, with `wholeSchool`, whoever holds the permission reaches every pupil of the school (the payments office).
   */
  staff: readonly Permission[] | "role";
  wholeSchool?: boolean;
  /** The pupil themself (through the Student role): "read" their own records, "act" for themself too, or never. */
  self: "read" | "act" | false;
  /** The parent's side: a family role's permission it also needs (familyCan), or none beyond the link. */
  family?: Permission;
}

/**
 * How the actor stands to the child, the first that holds: the school's administration, a teacher of one of the
 * child's classes (this year's), the pupil themself, a guardian (full custody), a guardian under a 'read-only'
 * decision, a trusted adult given the timetable. A parent under a 'no access' decision has no link: nothing.
 */
export type ChildRelation = "administration" | "teacher" | "self" | "guardian" | "readOnlyGuardian" | "delegate";

/** A child's teaching life (timetable aside), their cards and absences: the school's staff who teach them, the pupil, a guardian. */
export const READS_CHILD: ChildRule = { need: "read", staff: "role", self: "read" };

/** A child's payments: the school's payment office (any pupil of the school), a guardian through the Parent role's 'consult payments'. */
export const PAYMENTS_OF_CHILD: ChildRule = {
  need: "read",
  staff: ["payment.consult", "payment.create"],
  wholeSchool: true,
  self: false,
  family: "payment.consult",
};

/** What only the child's guardians read (who opened the child's data): a parent linked to the child, read-only included. */
export const GUARDIAN_READS: ChildRule = { need: "read", staff: [], self: false };

/** An act of the family for the child (a request, a booking, a code for the other guardian): a guardian with full custody, or the pupil for themself. */
export const ACTS_FOR_CHILD: ChildRule = { need: "act", staff: [], self: "act" };

/** Justifying a child's absences: a guardian with full custody (a pupil does not justify their own). */
export const JUSTIFIES_FOR_CHILD: ChildRule = { need: "act", staff: [], self: false };

export type Child = Gated<{ id: string; schoolId: string; userId: string; user: { name: string }; as: ChildRelation }>;

export async function relateToChild(db: Db, actor: Actor, studentId: string, rule: ChildRule): Promise<Child> {
  const student = await db.student.findUnique({
    where: { id: studentId },
    select: { id: true, schoolId: true, userId: true, user: { select: { name: true } } },
  });
  if (!student) throw notFound();
  const school = student.schoolId;
  const found = (as: ChildRelation) => ({ ...student, as }) as Child;
  if (
    rule.staff === "role"
      ? administers(actor, school) || hasRole(actor, "TEACHER", school)
      : rule.staff.some((p) => can(actor, p, school))
  ) {
    if (administers(actor, school) || rule.wholeSchool) return found("administration");
    if (hasRole(actor, "TEACHER", school) && (await teachesPupil(db, actor.userId, student.id)))
      return found("teacher");
  }
  if (
    rule.self &&
    student.userId === actor.userId &&
    hasRole(actor, "STUDENT", school) &&
    (rule.need === "read" || rule.need === "timetable" || rule.self === "act")
  ) {
    if (!rule.family || familyCan(actor, rule.family, school)) return found("self");
  }
  if (hasRole(actor, "PARENT", school) && (!rule.family || familyCan(actor, rule.family, school))) {
    const link = await db.parentLink.findUnique({
      where: { parentId_studentId: { parentId: actor.userId, studentId: student.id } },
      select: { readOnly: true },
    });
    if (link && !link.readOnly) return found("guardian");
    if (link && rule.need === "act") throw forbidden("family.error.readOnly");
    if (link) return found("readOnlyGuardian");
  }
  if (rule.need === "timetable") {
    const delegate = await db.delegate.findFirst({
      where: { studentId: student.id, userId: actor.userId, timetable: true },
      select: { id: true },
    });
    if (delegate) return found("delegate");
  }
  // someone outside the child's school learns nothing of the child (404); inside it, they are refused (403)
  throw belongsTo(actor, school) ? forbidden() : notFound();
}

/** Does this teacher teach a subject of one of the pupil's classes of the current year? */
async function teachesPupil(db: Db, teacherId: string, studentId: string) {
  const row = await db.classEnrollment.findFirst({
    where: { studentId, class: { schoolYear: { isCurrent: true }, subjects: { some: { teacherId } } } },
    select: { classId: true },
  });
  return !!row;
}

export type TaughtClass = Gated<{
  id: string;
  schoolId: string;
  schoolYearId: string;
  as: "administration" | "teacher";
}>;
export type TaughtClassSubject = Gated<{
  id: string;
  classId: string;
  schoolId: string;
  as: "administration" | "teacher";
}>;

/**
 * "Teaches this class": one of `permissions` through a staff role in the class's school ("role": the staff role
 * itself, for the class's staff screens that need no other right), and either administers the school or teaches a
 * subject of the class (a teacher of another class, or one who teaches nothing, is refused).
 */
export async function relateToClass(
  db: Db,
  actor: Actor,
  classId: string,
  permissions: readonly Permission[] | "role",
): Promise<TaughtClass> {
  const cls = await db.schoolClass.findUnique({
    where: { id: classId },
    select: {
      id: true,
      schoolId: true,
      schoolYearId: true,
      subjects: { where: { teacherId: actor.userId }, select: { id: true }, take: 1 },
    },
  });
  if (!cls) throw notFound();
  if (permissions === "role" ? !belongsTo(actor, cls.schoolId) : !permissions.some((p) => can(actor, p, cls.schoolId)))
    throw forbidden();
  const { subjects, ...rest } = cls;
  if (administers(actor, cls.schoolId)) return { ...rest, as: "administration" } as TaughtClass;
  if (subjects.length && hasRole(actor, "TEACHER", cls.schoolId)) return { ...rest, as: "teacher" } as TaughtClass;
  throw forbidden();
}

/** "Teaches this class subject": its own teacher, or the school's administration. */
export async function relateToClassSubject(
  db: Db,
  actor: Actor,
  classSubjectId: string,
  permissions: readonly Permission[],
): Promise<TaughtClassSubject> {
  const cs = await db.classSubject.findUnique({
    where: { id: classSubjectId },
    select: { id: true, classId: true, teacherId: true, class: { select: { schoolId: true } } },
  });
  if (!cs) throw notFound();
  const schoolId = cs.class.schoolId;
  if (!permissions.some((p) => can(actor, p, schoolId))) throw forbidden();
  const found = { id: cs.id, classId: cs.classId, schoolId };
  if (administers(actor, schoolId)) return { ...found, as: "administration" } as TaughtClassSubject;
  if (cs.teacherId === actor.userId && hasRole(actor, "TEACHER", schoolId))
    return { ...found, as: "teacher" } as TaughtClassSubject;
  throw forbidden();
}

export type ReadClass = Gated<{
  id: string;
  schoolId: string;
  schoolYearId: string;
  as: "administration" | "teacher" | "family";
}>;

/**
 * "Reads this class" (its textbook): the school's administration, a teacher of a subject of the class, a pupil of the
 * class or a guardian of one — each through the role that carries it (classCapacity); a parent
 * under 'no access' has no link, a parent whose child moved class no longer reads the old one.
 */
export async function relateToClassReader(db: Db, actor: Actor, classId: string): Promise<ReadClass> {
  const cls = await db.schoolClass.findUnique({
    where: { id: classId },
    select: { id: true, schoolId: true, schoolYearId: true },
  });
  if (!cls) throw notFound();
  if (administers(actor, cls.schoolId)) return { ...cls, as: "administration" } as ReadClass;
  if (!belongsTo(actor, cls.schoolId)) throw forbidden();
  const as = await classCapacity(db, actor, cls);
  if (!as) throw forbidden();
  return { ...cls, as } as ReadClass;
}

export type Membership = Gated<Awaited<ReturnType<typeof memberConversation>>>;

/**
 * "A member of this conversation today" (services/messages/member-today.ts): a membership whose relationship no
 * longer holds is no membership; a stranger learns nothing (404). What they may do in it (write, manage) comes with it.
 */
export async function relateToConversation(db: Db, actor: Actor, conversationId: string): Promise<Membership> {
  return (await memberConversation(db, actor, conversationId)) as Membership;
}

export type ReadCard = Gated<{ id: string; schoolId: string; classId: string; termId: string; as: "staff" | "family" }>;

/**
 * "Reads this report card": its school's administration, a teacher of its class (the card keeps its class: one who
 * taught it in an earlier year still reads it), and — once the class's cards for that term are released — the pupil
 * and their parents. Anyone else, the family before the release included, learns nothing: 404, as for a card that does
 * not exist (grades' card-view.ts, the privacy rule).
 */
export async function relateToCard(db: Db, actor: Actor, cardId: string): Promise<ReadCard> {
  const card = await db.reportCard.findUnique({
    where: { id: cardId },
    select: { id: true, schoolId: true, classId: true, termId: true, student: { select: { id: true, userId: true } } },
  });
  if (!card) throw notFound();
  const { student, ...found } = card;
  if (administers(actor, card.schoolId)) return { ...found, as: "staff" } as ReadCard;
  if (!belongsTo(actor, card.schoolId)) throw notFound();
  if ((await taughtAmong(db, actor, card.schoolId, [card.classId])).has(card.classId))
    return { ...found, as: "staff" } as ReadCard;
  if ((await isFamilyOf(db, actor, student)) && (await isReleased(db, card.classId, card.termId)))
    return { ...found, as: "family" } as ReadCard;
  throw notFound();
}

export type ReadPayment = Gated<{ id: string; schoolId: string; studentId: string; as: "staff" | "family" }>;

/**
 * "Reads this payment" (its receipt): the school's payment staff ('consult' or 'record' payments there through a staff
 * role), or the family of the pupil it was paid for, through PAYMENTS_OF_CHILD (a guardian by the Parent role's
 * 'consult payments', read-only custody included). Which of the family's payments a parent sees (those a spouse did
 * not share are not theirs) the service still asks `visiblePayments`. Anyone else learns nothing (404: the page does
 * not say that a receipt exists).
 */
export async function relateToPayment(db: Db, actor: Actor, paymentId: string): Promise<ReadPayment> {
  const payment = await db.payment.findUnique({
    where: { id: paymentId },
    select: { id: true, schoolId: true, studentId: true },
  });
  if (!payment) throw notFound();
  if (paymentStaff(actor, payment.schoolId)) return { ...payment, as: "staff" } as ReadPayment;
  const child = await relateToChild(db, actor, payment.studentId, PAYMENTS_OF_CHILD).catch(() => null);
  if (child?.as !== "guardian" && child?.as !== "readOnlyGuardian") throw notFound();
  return { ...payment, as: "family" } as ReadPayment;
}

export type ManagedAccount = Gated<{ id: string; schools: string[] | null }>;

/**
 * "An account this actor manages" (/users): 'edit users' somewhere, and the account holds a role in a school where
 * the actor's own roles grant it (any account for a platform-wide grant: `schools` null) — users/manage-users.ts's
 * `assertManages`, which the role changes ask again inside their transaction. An existing account beyond the actor's
 * schools is refused (403), an unknown one is not found (404), as the service answered before.
 */
export async function relateToAccount(db: Db, actor: Actor, userId: string): Promise<ManagedAccount> {
  if (!can(actor, "user.edit")) throw forbidden();
  return { id: userId, schools: await assertManages(db, actor, userId) } as ManagedAccount;
}
