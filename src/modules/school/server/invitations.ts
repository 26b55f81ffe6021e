import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { InvitationRole, Prisma } from "~/platform/db/generated/client";
import { AppError, notFound } from "~/platform/errors";
import { grantRole } from "~/modules/users";
import { MAX_PARENTS } from "./link-parent";
import { consume, limits } from "~/platform/rate-limit";
import { mergeAccounts } from "~/modules/account";
import { schoolHolds, holdingFields } from "~/modules/account";
import { logger } from "~/platform/logger.mjs";

type Tx = Db | Prisma.TransactionClient;

/** The student record an accepted student invitation creates. */
export interface StudentInvitationDetails {
  classId?: string | null;
  birthDate?: string | null;
  birthPlace?: string | null;
  registrationNumber?: string | null;
}

/**
 * Asks an account the school does not manage to take the place of the school's placeholder account (as a teacher, a
 * student, or a child's parent; see `personForSchool`). Nothing of the account is readable by the school until it
 * accepts — not even its own name. Asking twice keeps one invitation. An account that refuses invitations gets none,
 * and beyond 50 invitations an hour a school's further ones are not sent; in both cases the school's answer is the
 * same, since the school is never told whether an invitation exists.
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
    /** the school's own account standing in for the invitee until they accept */
    placeholderId?: string;
  },
) {
  if (!(await consume(limits.invitationsBySchool, input.schoolId))) {
    logger.warn(
      { event: "invitation.overLimit", schoolId: input.schoolId },
      "a school's invitations reached their hourly limit",
    );
    return;
  }
  const invitee = await tx.user.findUniqueOrThrow({
    where: { id: input.userId },
    select: { refusesInvitations: true },
  });
  if (invitee.refusesInvitations) return;
  const details = input.details ? (input.details as Prisma.InputJsonObject) : undefined;
  const pending = await tx.schoolInvitation.findFirst({
    where: { schoolId: input.schoolId, userId: input.userId, role: input.role, studentId: input.studentId ?? null },
    select: { id: true },
  });
  if (pending) {
    // asked again: the latest request is what the account will accept
    await tx.schoolInvitation.update({
      where: { id: pending.id },
      data: { details, invitedById: input.invitedById, name: input.name, placeholderId: input.placeholderId ?? null },
    });
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
      placeholderId: input.placeholderId ?? null,
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

/**
 * The invitations waiting for the acting user: which school asks, for what, and for which child. The asks of one
 * placeholder (a school that named the same address as a teacher and as a child's parent) are one offer, answered
 * together — the school holds them as one account, as it would for a free address.
 */
export async function myInvitations(db: Db, actor: Actor) {
  const rows = await db.schoolInvitation.findMany({
    where: { userId: actor.userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      role: true,
      createdAt: true,
      placeholderId: true,
      school: { select: { name: true } },
      student: { select: { user: { select: { name: true } } } },
    },
  });
  const offers = new Map<
    string,
    {
      id: string;
      role: InvitationRole;
      createdAt: Date;
      school: string;
      child: string | null;
      asks: { role: InvitationRole; child: string | null }[];
    }
  >();
  for (const r of rows) {
    const ask = { role: r.role, child: r.student?.user.name ?? null };
    const offer = r.placeholderId ? offers.get(r.placeholderId) : undefined;
    if (offer) offer.asks.push(ask);
    else
      offers.set(r.placeholderId ?? r.id, {
        id: r.id,
        ...ask,
        createdAt: r.createdAt,
        school: r.school.name,
        asks: [ask],
      });
  }
  return [...offers.values()];
}

/**
 * Accepts or declines an invitation of the acting user. Accepting links the account as the school asked; every rule
 * of a direct link is checked again (a child has at most two parents; an ID number stays unique).
 */
export async function respondToInvitation(db: Db, actor: Actor, input: { id: string; accept: boolean }) {
  return db.$transaction(async (tx) => {
    const invitation = await tx.schoolInvitation.findUnique({ where: { id: input.id } });
    if (!invitation || invitation.userId !== actor.userId) throw notFound();
    // one offer: every ask of the same placeholder goes with this answer
    await tx.schoolInvitation.deleteMany({
      where: invitation.placeholderId
        ? { placeholderId: invitation.placeholderId, userId: actor.userId }
        : { id: invitation.id },
    });
    if (!input.accept) return { ok: true as const };
    const { schoolId, userId } = invitation;
    if (invitation.placeholderId) {
      // the school's placeholder holds the place (roles, child, class, marks…): it becomes the owner's
      const placeholder = await tx.user.findUnique({ where: { id: invitation.placeholderId }, select: holdingFields });
      if (!placeholder || !schoolHolds(placeholder, schoolId)) throw new AppError("CONFLICT", "invitations.gone");
      await mergeAccounts(tx, invitation.placeholderId, userId);
      return { ok: true as const };
    }
    if (invitation.role === "TEACHER") {
      await grantRole(tx, { userId, role: "TEACHER", schoolId });
    } else if (invitation.role === "STUDENT") {
      await acceptAsStudent(tx, { schoolId, userId }, (invitation.details ?? {}) as StudentInvitationDetails);
    } else if (invitation.studentId) {
      const links = await tx.parentLink.findMany({
        where: { studentId: invitation.studentId },
        select: { parentId: true },
      });
      if (!links.some((l) => l.parentId === userId)) {
        if (links.length >= MAX_PARENTS)
          throw new AppError("CONFLICT", "validation.maxParents", { count: MAX_PARENTS });
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
      ? await tx.student.findFirst({
          where: { schoolId: who.schoolId, registrationNumber: number },
          select: { id: true },
        })
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

/**
 * Invitations a school has sent and that wait for an answer (the staff screens list them and may withdraw one).
 * Offers to the owner of a placeholder's address are not among them: the school is never told such an owner exists.
 */
export async function schoolInvitations(db: Db, { schoolId }: Scoped<"school">) {
  const rows = await db.schoolInvitation.findMany({
    where: { schoolId, placeholderId: null },
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
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    createdAt: r.createdAt,
    name: r.name ?? "",
    child: r.student?.user.name ?? null,
  }));
}

/** Withdraws an invitation the school sent ('edit users' there, checked by the gate). */
export async function withdrawInvitation(db: Db, invitation: Scoped<"invitation">) {
  await db.schoolInvitation.delete({ where: { id: invitation.id } });
  return { ok: true as const };
}
