import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import type { InvitationRole, Prisma } from "~/server/db/generated/client";
import { AppError, notFound } from "~/server/errors";
import { grantRole } from "~/server/services/users/grant-role";
import { MAX_PARENTS } from "./people";
import { spendInvitation } from "./invitation-limit";
import { assertCan } from "./scope";

type Tx = Db | Prisma.TransactionClient;

/** The student record an accepted student invitation creates. */
export interface StudentInvitationDetails {
  classId?: string | null;
  birthDate?: string | null;
  birthPlace?: string | null;
  registrationNumber?: string | null;
}

/**
 * Asks an account the school does not manage to join it (as a teacher, a student, or a child's parent). Nothing is
 * linked and nothing of the account is readable by the school until the account accepts — not even its own name:
 * the school sees the name it typed. Asking twice keeps one invitation, with the latest details. An account that
 * refuses invitations gets none, and the school is answered as if it did.
 */
export async function invite(
  tx: Tx,
  input: {
    schoolId: string;
    userId: string;
    role: InvitationRole;
    invitedById: string | null;
    /** the name the school typed */
    name: string;
    studentId?: string;
    details?: StudentInvitationDetails;
  },
) {
  await spendInvitation(input.schoolId);
  const invitee = await tx.user.findUniqueOrThrow({ where: { id: input.userId }, select: { refusesInvitations: true } });
  if (invitee.refusesInvitations) return;
  const details = input.details ? (input.details as Prisma.InputJsonObject) : undefined;
  const pending = await tx.schoolInvitation.findFirst({
    where: { schoolId: input.schoolId, userId: input.userId, role: input.role, studentId: input.studentId ?? null },
    select: { id: true },
  });
  if (pending) {
    // asked again: the latest request is what the account will accept
    await tx.schoolInvitation.update({ where: { id: pending.id }, data: { details, invitedById: input.invitedById, name: input.name } });
    return;
  }
  await tx.schoolInvitation.create({
    data: {
      schoolId: input.schoolId,
      userId: input.userId,
      role: input.role,
      studentId: input.studentId ?? null,
      name: input.name,
      details,
      invitedById: input.invitedById,
    },
  });
}

/** The owner's switch: no school invitation reaches them any more, and those waiting go at once. */
export async function setRefusesInvitations(db: Db, actor: Actor, input: { refuses: boolean }) {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.userId }, data: { refusesInvitations: input.refuses } });
    if (input.refuses) await tx.schoolInvitation.deleteMany({ where: { userId: actor.userId } });
  });
  return { ok: true as const, refuses: input.refuses };
}

/** The invitations waiting for the acting user: which school asks, for what, and for which child. */
export async function myInvitations(db: Db, actor: Actor) {
  const rows = await db.schoolInvitation.findMany({
    where: { userId: actor.userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      role: true,
      createdAt: true,
      school: { select: { name: true } },
      student: { select: { user: { select: { name: true } } } },
    },
  });
  return rows.map((r) => ({ id: r.id, role: r.role, createdAt: r.createdAt, school: r.school.name, child: r.student?.user.name ?? null }));
}

/**
 * Accepts or declines an invitation of the acting user. Accepting links the account as the school asked; every rule
 * of a direct link is checked again (a child has at most two parents; an ID number stays unique).
 */
export async function respondToInvitation(db: Db, actor: Actor, input: { id: string; accept: boolean }) {
  return db.$transaction(async (tx) => {
    const invitation = await tx.schoolInvitation.findUnique({ where: { id: input.id } });
    if (!invitation || invitation.userId !== actor.userId) throw notFound();
    await tx.schoolInvitation.delete({ where: { id: invitation.id } });
    if (!input.accept) return { ok: true as const };
    const { schoolId, userId } = invitation;
    if (invitation.role === "TEACHER") {
      await grantRole(tx, { userId, role: "TEACHER", schoolId });
    } else if (invitation.role === "STUDENT") {
      await acceptAsStudent(tx, { schoolId, userId }, (invitation.details ?? {}) as StudentInvitationDetails);
    } else if (invitation.studentId) {
      const links = await tx.parentLink.findMany({ where: { studentId: invitation.studentId }, select: { parentId: true } });
      if (!links.some((l) => l.parentId === userId)) {
        if (links.length >= MAX_PARENTS) throw new AppError("CONFLICT", "validation.maxParents", { count: MAX_PARENTS });
        await tx.parentLink.create({ data: { parentId: userId, studentId: invitation.studentId } });
      }
      await grantRole(tx, { userId, role: "PARENT", schoolId });
    }
    return { ok: true as const };
  });
}

async function acceptAsStudent(tx: Tx, who: { schoolId: string; userId: string }, details: StudentInvitationDetails) {
  const existing = await tx.student.findUnique({ where: { userId_schoolId: who }, select: { id: true } });
  if (!existing) {
    // an ID number given to someone else meanwhile is left out rather than refusing the student's own acceptance
    const number = details.registrationNumber || null;
    const clash = number
      ? await tx.student.findFirst({ where: { schoolId: who.schoolId, registrationNumber: number }, select: { id: true } })
      : null;
    const student = await tx.student.create({
      data: {
        ...who,
        birthDate: details.birthDate ? new Date(details.birthDate) : null,
        birthPlace: details.birthPlace ?? null,
        registrationNumber: clash ? null : number,
      },
      select: { id: true },
    });
    const klass = details.classId
      ? await tx.schoolClass.findFirst({ where: { id: details.classId, schoolId: who.schoolId }, select: { id: true } })
      : null;
    if (klass) await tx.classEnrollment.create({ data: { classId: klass.id, studentId: student.id } });
  }
  await grantRole(tx, { userId: who.userId, role: "STUDENT", schoolId: who.schoolId });
}

/** Invitations a school has sent and that wait for an answer (the staff screens list them and may withdraw one). */
export async function schoolInvitations(db: Db, actor: Actor, schoolId: string) {
  assertCan(actor, "user.edit", schoolId);
  const rows = await db.schoolInvitation.findMany({
    where: { schoolId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      role: true,
      createdAt: true,
      name: true,
      student: { select: { user: { select: { name: true } } } },
    },
  });
  // the name the school typed, never the account's own (invitations from before it was stored show none)
  return rows.map((r) => ({ id: r.id, role: r.role, createdAt: r.createdAt, name: r.name ?? "", child: r.student?.user.name ?? null }));
}

export async function withdrawInvitation(db: Db, actor: Actor, input: { id: string }) {
  const invitation = await db.schoolInvitation.findUnique({ where: { id: input.id }, select: { id: true, schoolId: true } });
  if (!invitation) throw notFound();
  assertCan(actor, "user.edit", invitation.schoolId);
  await db.schoolInvitation.delete({ where: { id: invitation.id } });
  return { ok: true as const };
}
