import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, fieldError, notFound } from "~/platform/errors";
import { consume, limits } from "~/platform/rate-limit";
import { notify } from "~/modules/notify";
import { MAX_PARENTS } from "~/modules/school";
import { hashFamilyCode } from "./family-code";

type Tx = Prisma.TransactionClient;
export type Relation = "FATHER" | "MOTHER" | "GUARDIAN";

/**
 * A person asks to be linked to a pupil by the school's matricule and the pupil's birth date (issue 31, as Tharwa
 * does). Nothing is linked here: the school decides. The answer is one and the same whatever was typed (issue 47: a
 * right pair answered differently from a wrong one made this a birth-date oracle): `{ status: "sent" }`, and the
 * attempt joins the person's list as "sent to the school" alike. Behind it, a matching pair opens a request in the
 * school's queue (unless the person is already linked, barred, already asking, or the pupil has two parents); any
 * other attempt is recorded for the school to see as a failed attempt on that pupil (or on no pupil).
 *
 * Limited per person (10 an hour), per client address (30 an hour) and per pupil's matricule in that school, across
 * accounts (5 a day), each charged before the lookup and never given back: a point returned for a right pair would
 * itself tell a guesser they were right.
 */
export async function requestLinkByMatricule(
  db: Db,
  actor: Actor,
  input: { schoolId: string; matricule: string; birthDate: Date; relation: Relation },
  ip: string,
) {
  const matricule = input.matricule.trim();
  const childKey = `${input.schoolId}|${matricule.toLowerCase()}`;
  for (const [limiter, key] of [
    [limits.familyLinkByUser, actor.userId],
    [limits.familyLinkByIp, ip],
    [limits.familyLinkByChild, childKey],
  ] as const) {
    if (!(await consume(limiter, key))) throw fieldError("matricule", "family.error.tooMany");
  }
  const named = await db.student.findMany({
    where: { schoolId: input.schoolId, registrationNumber: { equals: matricule, mode: "insensitive" } },
    select: { id: true, schoolId: true, birthDate: true },
    take: 5,
  });
  const day = input.birthDate.toISOString().slice(0, 10);
  const student = named.find((s) => s.birthDate?.toISOString().slice(0, 10) === day) ?? null;
  await db.$transaction(async (tx) => {
    const opened = student ? await openMatriculeRequest(tx, actor, student, input.relation) : null;
    await tx.familyLinkAttempt.create({
      data: {
        schoolId: input.schoolId,
        userId: actor.userId,
        studentId: student?.id ?? named[0]?.id ?? null,
        requestId: opened?.id ?? null,
        matricule,
        relation: input.relation,
        outcome: opened ? "REQUESTED" : student ? "NOT_OPENED" : named.length ? "WRONG_BIRTH_DATE" : "NO_PUPIL",
      },
    });
  });
  return { status: "sent" as const };
}

/** A matching pair's request, or null when it cannot be opened (already linked, barred, already asked, two parents). */
async function openMatriculeRequest(
  tx: Tx,
  actor: Actor,
  student: { id: string; schoolId: string },
  relation: Relation,
) {
  try {
    return await openRequest(tx, actor, student, { via: "MATRICULE", relation, invitedById: null });
  } catch (error) {
    if (error instanceof AppError && error.code === "BAD_REQUEST") return null;
    throw error;
  }
}

/**
 * A person enters a code a guardian gave them: a guardian's code asks the school to link them (a request like the
 * matricule's, naming who invited them); a delegate's code makes them that delegate (the timetable they were given).
 * A code is used once and expires; attempts are limited.
 */
export async function joinWithCode(db: Db, actor: Actor, input: { code: string; relation: Relation }) {
  if (!(await consume(limits.familyLinkByUser, actor.userId))) throw fieldError("code", "family.error.tooMany");
  return db.$transaction(async (tx) => {
    const code = await tx.familyCode.findUnique({
      where: { codeHash: hashFamilyCode(input.code) },
      select: {
        id: true,
        kind: true,
        studentId: true,
        createdById: true,
        delegateId: true,
        expiresAt: true,
        usedAt: true,
        student: { select: { id: true, schoolId: true } },
      },
    });
    if (!code || code.usedAt || code.expiresAt < new Date() || code.createdById === actor.userId)
      throw fieldError("code", "family.error.badCode");
    // claimed first: two people (or two taps) with one code → one of them
    const { count } = await tx.familyCode.updateMany({
      where: { id: code.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (count === 0) throw fieldError("code", "family.error.badCode");
    if (code.kind === "DELEGATE") {
      // a parent the school barred from the child is not let back in as a trusted adult
      if (
        await tx.parentBlock.findUnique({
          where: { parentId_studentId: { parentId: actor.userId, studentId: code.studentId } },
          select: { studentId: true },
        })
      )
        throw fieldError("code", "family.error.blocked");
      await tx.delegate.update({ where: { id: code.delegateId! }, data: { userId: actor.userId } });
      return { kind: "DELEGATE" as const };
    }
    const request = await openRequest(tx, actor, code.student, {
      via: "INVITATION",
      relation: input.relation,
      invitedById: code.createdById,
    });
    return { kind: "GUARDIAN" as const, ...request };
  });
}

async function openRequest(
  tx: Tx,
  actor: Actor,
  student: { id: string; schoolId: string },
  how: { via: "MATRICULE" | "INVITATION"; relation: Relation; invitedById: string | null },
) {
  const field = how.via === "MATRICULE" ? "matricule" : "code";
  // the child's row locked: two requests (or a request and a decision) of one child happen one after the other
  await tx.$executeRaw`SELECT 1 FROM "Student" WHERE "id" = ${student.id} FOR UPDATE`;
  const [linked, blocked, pending, parents] = await Promise.all([
    tx.parentLink.findUnique({
      where: { parentId_studentId: { parentId: actor.userId, studentId: student.id } },
      select: { studentId: true },
    }),
    tx.parentBlock.findUnique({
      where: { parentId_studentId: { parentId: actor.userId, studentId: student.id } },
      select: { studentId: true },
    }),
    tx.familyRequest.findFirst({
      where: { userId: actor.userId, studentId: student.id, status: "PENDING" },
      select: { id: true },
    }),
    tx.parentLink.count({ where: { studentId: student.id } }),
  ]);
  if (linked) throw fieldError(field, "family.error.already");
  if (blocked) throw fieldError(field, "family.error.blocked");
  if (pending) throw fieldError(field, "family.error.pending");
  if (parents >= MAX_PARENTS) throw fieldError(field, "validation.maxParents", { count: MAX_PARENTS });
  const request = await tx.familyRequest.create({
    data: {
      schoolId: student.schoolId,
      studentId: student.id,
      userId: actor.userId,
      via: how.via,
      relation: how.relation,
      invitedById: how.invitedById,
    },
    select: { id: true },
  });
  const staff = await tx.userRole.findMany({
    where: { schoolId: student.schoolId, role: { key: "ADMIN" } },
    select: { userId: true },
  });
  await notify(tx, {
    schoolId: student.schoolId,
    kind: "family.request",
    to: { STAFF: staff.map((s) => s.userId) },
    params: { parent: actor.name },
    url: "/family/requests",
  });
  return { id: request.id };
}

/**
 * A person withdraws their own pending request — a code's request, or an attempt by matricule (its id in their list),
 * whether or not it opened one: both answer alike.
 */
export async function withdrawRequest(db: Db, actor: Actor, input: { requestId: string }) {
  const attempt = await db.familyLinkAttempt.findFirst({
    where: { id: input.requestId, userId: actor.userId },
    select: { id: true, requestId: true, withdrawnAt: true },
  });
  if (attempt) {
    const { count } = await db.familyLinkAttempt.updateMany({
      where: { id: attempt.id, withdrawnAt: null },
      data: { withdrawnAt: new Date() },
    });
    if (count === 0) throw fieldError("requestId", "family.error.decided");
    if (attempt.requestId)
      await db.familyRequest.updateMany({
        where: { id: attempt.requestId, status: "PENDING" },
        data: { status: "WITHDRAWN" },
      });
    return { ok: true as const };
  }
  if (
    !(await db.familyRequest.findFirst({ where: { id: input.requestId, userId: actor.userId }, select: { id: true } }))
  )
    throw notFound();
  const { count } = await db.familyRequest.updateMany({
    where: { id: input.requestId, userId: actor.userId, status: "PENDING" },
    data: { status: "WITHDRAWN" },
  });
  if (count === 0) throw fieldError("requestId", "family.error.decided");
  return { ok: true as const };
}
