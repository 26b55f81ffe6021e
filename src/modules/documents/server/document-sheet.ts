import {
  registerNumber,
  type DocumentKind,
  type DocumentStatus,
  type PaperContent,
} from "~/modules/documents/domain/paper";
import { dayKey, schoolClock } from "~/lib/school-time";
import { can, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { schoolHeader } from "~/modules/grades";
import { familyStudents } from "~/modules/teaching";
import { logAccess } from "~/modules/privacy";

/**
 * An issued paper as its print view and PDF show it, for the school's desk ('document.issue') or the pupil's family
 * (as a parent, or the student themself). A family reads only a valid paper: a withdrawn one is the desk's alone (it
 * prints "withdrawn" across it). Everyone else, and anything not issued: "not found".
 */
export async function documentSheet(db: Db, actor: Actor, input: { id: string }) {
  const doc = await db.schoolDocument.findUnique({
    where: { id: input.id },
    select: {
      id: true,
      schoolId: true,
      studentId: true,
      kind: true,
      status: true,
      purpose: true,
      number: true,
      content: true,
      verifyCode: true,
      issuedAt: true,
      requestedById: true,
      schoolYear: { select: { name: true } },
    },
  });
  if (
    !doc ||
    doc.number === null ||
    !doc.issuedAt ||
    !doc.verifyCode ||
    !doc.content ||
    (doc.status !== "ISSUED" && doc.status !== "WITHDRAWN")
  )
    throw notFound();
  if (!can(actor, "document.issue", doc.schoolId)) {
    const family = await familyStudents(db, actor, doc.schoolId);
    const child = family.find((s) => s.id === doc.studentId);
    if (doc.status !== "ISSUED" || !child) throw notFound();
    // the family's payments are the parents' (a student does not consult them): a fees certificate is theirs, or the
    // student's of age who asked for it
    if (doc.kind === "FEES_CERTIFICATE" && hideFeesFrom(actor, child, doc.requestedById)) throw notFound();
  }
  const school = await schoolHeader(db, doc.schoolId);
  const pupil = await db.student.findUnique({
    where: { id: doc.studentId },
    select: { id: true, schoolId: true, userId: true },
  });
  if (pupil) await logAccess(db, actor, "DOCUMENTS", [pupil]);
  return {
    id: doc.id,
    kind: doc.kind as DocumentKind,
    status: doc.status as DocumentStatus,
    purpose: doc.purpose,
    number: registerNumber(doc.number, doc.schoolYear.name),
    issuedOn: dayKey(schoolClock(doc.issuedAt).date),
    content: doc.content as unknown as PaperContent,
    verifyCode: doc.verifyCode,
    school,
  };
}

/**
 * Whether a fees certificate is hidden from this reader of the family: the student themself (not as a parent of
 * the pupil) who did not ask for it — the amounts paid are the parents' to read.
 */
export function hideFeesFrom(actor: Actor, child: { userId: string }, requestedById: string | null): boolean {
  return child.userId === actor.userId && requestedById !== actor.userId;
}

export type DocumentSheetView = Awaited<ReturnType<typeof documentSheet>>;
