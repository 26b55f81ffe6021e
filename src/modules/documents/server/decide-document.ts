import type { z } from "zod";
import type { ZDecideDocument } from "~/modules/documents/schemas";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";
import { notify } from "~/modules/notify";

/**
 * The school refuses a request, or withdraws an issued paper ('document.issue'), with a reason the family reads. A
 * withdrawn paper stays in the register (its number is never reused) and its code answers "withdrawn" on /verify.
 * Each decision is taken once: the update claims the row in the state it expects.
 */
export async function decideDocument(
  db: Db,
  actor: Actor,
  scope: Scoped<"document">,
  input: z.output<typeof ZDecideDocument>,
  decision: "REFUSED" | "WITHDRAWN",
) {
  const from = decision === "REFUSED" ? "REQUESTED" : "ISSUED";
  return db.$transaction(async (tx) => {
    const claimed = await tx.schoolDocument.updateMany({
      where: { id: scope.id, status: from },
      data: { status: decision, reason: input.reason, decidedAt: new Date(), decidedById: actor.userId },
    });
    if (claimed.count === 0) throw new AppError("CONFLICT", "documents.error.decided");
    const doc = await tx.schoolDocument.findUniqueOrThrow({
      where: { id: scope.id },
      select: {
        kind: true,
        requestedById: true,
        student: { select: { userId: true, parents: { select: { parentId: true } } } },
      },
    });
    // the asker (a parent, or the student of age); a paper issued unasked: the pupil's parents
    const to = doc.requestedById
      ? { [doc.requestedById === doc.student.userId ? "STUDENT" : "PARENT"]: [doc.requestedById] }
      : { PARENT: doc.student.parents.map((p) => p.parentId) };
    await notify(tx, {
      schoolId: scope.schoolId,
      to,
      kind: "document.decided",
      params: { kind: doc.kind, status: decision },
      url: "/documents",
    });
    return { ok: true as const };
  });
}
