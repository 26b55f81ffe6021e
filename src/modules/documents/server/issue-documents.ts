import type { z } from "zod";
import type { ZIssueDocuments } from "~/modules/documents/schemas";
import { dayKey, schoolClock } from "~/lib/school-time";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { newVerifyCode } from "~/modules/documents/server/new-code";
import { AppError, fieldError } from "~/platform/errors";
import { notify, notifyMany } from "~/modules/notify";
import { paperContents, takeRegisterNumbers } from "./paper-content";

/** A class's papers in one transaction: 40 pupils' contents, numbers and rows (the bench measures it). */
const TX = { timeout: 60_000, maxWait: 10_000 };

/**
 * Issues a family's request ('document.issue' in its school), in one click: the paper takes the next number of the
 * register for its year and keeps what the school holds today (paper-content.ts); the asker is told. Issued once:
 * the request is claimed by the first update, so two clerks clicking together make one paper, the second told it
 * was already decided.
 */
export async function issueRequestedDocument(db: Db, actor: Actor, scope: Scoped<"document">) {
  const today = dayKey(schoolClock().date);
  return db.$transaction(async (tx) => {
    const claimed = await tx.schoolDocument.updateMany({
      where: { id: scope.id, status: "REQUESTED" },
      data: { status: "ISSUED", issuedAt: new Date(), issuedById: actor.userId },
    });
    if (claimed.count === 0) throw new AppError("CONFLICT", "documents.error.decided");
    const doc = await tx.schoolDocument.findUniqueOrThrow({
      where: { id: scope.id },
      select: { studentId: true, kind: true, requestedById: true, student: { select: { userId: true } } },
    });
    // a request asked before the school year changed is issued in the current one: its class, its register
    const year = await tx.schoolYear.findFirst({
      where: { schoolId: scope.schoolId, isCurrent: true },
      select: { id: true },
    });
    if (!year) throw new AppError("CONFLICT", "documents.error.notEnrolled");
    const contents = await paperContents(tx, {
      schoolId: scope.schoolId,
      schoolYearId: year.id,
      studentIds: [doc.studentId],
      kind: doc.kind,
      today,
    });
    const content = contents.get(doc.studentId);
    if (!content) throw new AppError("CONFLICT", "documents.error.notEnrolled");
    const [number] = await takeRegisterNumbers(tx, scope.schoolId, year.id, 1);
    await tx.schoolDocument.update({
      where: { id: scope.id },
      data: {
        schoolYearId: year.id,
        number,
        content: content as unknown as Prisma.InputJsonValue,
        verifyCode: newVerifyCode(),
      },
    });
    if (doc.requestedById) {
      await notify(tx, {
        schoolId: scope.schoolId,
        to: { [doc.requestedById === doc.student.userId ? "STUDENT" : "PARENT"]: [doc.requestedById] },
        kind: "document.decided",
        params: { kind: doc.kind, status: "ISSUED" },
        url: "/documents",
      });
    }
    return { id: scope.id, number: number! };
  }, TX);
}

/**
 * The office issues unasked ('document.issue' in the class's school): for one pupil of the class, or for each pupil
 * of it (a class's school certificates at the start of the year). The family finds the paper on /documents, and its
 * parents are told — without the child's name, as every push.
 */
export async function issueDocuments(
  db: Db,
  actor: Actor,
  scope: Scoped<"class">,
  input: z.output<typeof ZIssueDocuments>,
) {
  const today = dayKey(schoolClock().date);
  // the register is the current year's: a past year's class issues nothing
  if (!(await db.schoolYear.count({ where: { id: scope.schoolYearId, isCurrent: true } })))
    throw fieldError("classId", "documents.error.pastYear");
  return db.$transaction(async (tx) => {
    // the class's pupils read in the transaction that numbers their papers: none numbered without its content
    const enrolled = await tx.classEnrollment.findMany({
      where: { classId: scope.id, ...(input.studentId ? { studentId: input.studentId } : {}) },
      orderBy: { student: { user: { name: "asc" } } },
      select: { studentId: true, student: { select: { parents: { select: { parentId: true } } } } },
    });
    if (input.studentId && enrolled.length === 0) throw fieldError("studentId", "documents.error.notEnrolled");
    if (enrolled.length === 0) throw fieldError("classId", "documents.error.emptyClass");
    const contents = await paperContents(tx, {
      schoolId: scope.schoolId,
      schoolYearId: scope.schoolYearId,
      studentIds: enrolled.map((e) => e.studentId),
      kind: input.kind,
      today,
    });
    if (contents.size !== enrolled.length) throw fieldError("classId", "documents.error.notEnrolled");
    const numbers = await takeRegisterNumbers(tx, scope.schoolId, scope.schoolYearId, enrolled.length);
    const issuedAt = new Date();
    const rows = enrolled.map((e, i) => ({
      schoolId: scope.schoolId,
      schoolYearId: scope.schoolYearId,
      studentId: e.studentId,
      kind: input.kind,
      status: "ISSUED" as const,
      purpose: input.purpose,
      number: numbers[i]!,
      content: contents.get(e.studentId)! as unknown as Prisma.InputJsonValue,
      verifyCode: newVerifyCode(),
      issuedAt,
      issuedById: actor.userId,
    }));
    const created = await tx.schoolDocument.createManyAndReturn({ data: rows, select: { id: true, number: true } });
    await notifyMany(
      tx,
      enrolled
        .filter((e) => e.student.parents.length > 0)
        .map((e) => ({
          schoolId: scope.schoolId,
          to: { PARENT: e.student.parents.map((p) => p.parentId) },
          kind: "document.decided" as const,
          params: { kind: input.kind, status: "ISSUED" },
          url: "/documents",
        })),
    );
    return { count: created.length, ids: created.map((c) => c.id) };
  }, TX);
}
