import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, notFound } from "~/platform/errors";
import { CODE_TTL_MS, newFamilyCode } from "./family-code";
import { actingGuardian } from "./guardians";

export const MAX_DELEGATES = 5;
export type DelegateRelation = "GRANDPARENT" | "DRIVER" | "TUTOR" | "RELATIVE" | "OTHER";

/**
 * A guardian names a trusted adult for a child (issue 31): an authorised pickup person (the school sees them on the
 * child's pickup list), and/or someone who may see the child's timetable — that needs their own account: the answer
 * carries a one-time code the guardian gives them (shown once, only its hash kept).
 */
export async function addDelegate(
  db: Db,
  actor: Actor,
  input: {
    studentId: string;
    name: string;
    phone?: string | null;
    relation: DelegateRelation;
    pickup: boolean;
    timetable: boolean;
  },
) {
  return db.$transaction(async (tx) => {
    await actingGuardian(tx, actor, input.studentId);
    await tx.$executeRaw`SELECT 1 FROM "Student" WHERE "id" = ${input.studentId} FOR UPDATE`;
    if (!input.pickup && !input.timetable) throw fieldError("pickup", "validation.required");
    if ((await tx.delegate.count({ where: { studentId: input.studentId } })) >= MAX_DELEGATES)
      throw fieldError("name", "family.error.tooManyDelegates");
    const delegate = await tx.delegate.create({
      data: {
        studentId: input.studentId,
        grantedById: actor.userId,
        name: input.name.trim(),
        phone: input.phone ?? null,
        relation: input.relation,
        pickup: input.pickup,
        timetable: input.timetable,
      },
      select: { id: true },
    });
    if (!input.timetable) return { id: delegate.id, code: null };
    const { code, hash } = newFamilyCode();
    await tx.familyCode.create({
      data: {
        codeHash: hash,
        kind: "DELEGATE",
        studentId: input.studentId,
        createdById: actor.userId,
        delegateId: delegate.id,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      },
    });
    return { id: delegate.id, code };
  });
}

/** A guardian of the child (who may act for them) removes a delegate; their timetable access ends with it. */
export async function removeDelegate(db: Db, actor: Actor, input: { delegateId: string }) {
  const delegate = await db.delegate.findUnique({ where: { id: input.delegateId }, select: { studentId: true } });
  if (!delegate) throw notFound();
  await actingGuardian(db, actor, delegate.studentId);
  await db.delegate.delete({ where: { id: input.delegateId } });
  return { ok: true as const };
}

/** A guardian's code for the child's other parent or guardian: entered on /family, it asks the school to link them. */
export async function createGuardianCode(db: Db, actor: Actor, input: { studentId: string }) {
  await actingGuardian(db, actor, input.studentId);
  const { code, hash } = newFamilyCode();
  const expiresAt = new Date(Date.now() + CODE_TTL_MS);
  await db.familyCode.create({
    data: { codeHash: hash, kind: "GUARDIAN", studentId: input.studentId, createdById: actor.userId, expiresAt },
  });
  return { code, expiresAt };
}
