import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { audit } from "~/platform/audit/audit";
import { eraseMessage } from "./edit-message";

/**
 * The school's reported messages still to settle ('message.moderate'), oldest first: what was said (as it was when
 * reported), by whom, to whom about which child, who reported it and why. The admins read the reported message
 * only, never the rest of a conversation they are not in.
 */
export async function listMessageReports(db: Db, scope: Scoped<"school">) {
  const reports = await db.messageReport.findMany({
    where: { resolvedAt: null, message: { conversation: { schoolId: scope.schoolId } } },
    orderBy: { createdAt: "asc" },
    take: 200,
    select: {
      id: true,
      reason: true,
      snapshot: true,
      createdAt: true,
      reporter: { select: { name: true } },
      message: {
        select: {
          id: true,
          createdAt: true,
          deletedAt: true,
          author: { select: { name: true } },
          conversation: { select: { student: { select: { user: { select: { name: true } } } } } },
        },
      },
    },
  });
  return reports.map((r) => ({
    id: r.id,
    reason: r.reason,
    words: r.snapshot,
    reportedAt: r.createdAt,
    reporter: r.reporter?.name ?? null,
    messageId: r.message.id,
    writtenAt: r.message.createdAt,
    author: r.message.author?.name ?? null,
    student: r.message.conversation.student?.user.name ?? null,
    deleted: r.message.deletedAt !== null,
  }));
}

/** Settles a report: dismissed (the message stays), or the message deleted ("deleted" stays in its place); every report of it is settled. */
export async function settleMessageReport(
  db: Db,
  actor: Actor,
  scope: Scoped<"school">,
  input: { reportId: string; action: "dismiss" | "delete" },
) {
  const report = await db.messageReport.findFirst({
    where: { id: input.reportId, message: { conversation: { schoolId: scope.schoolId } } },
    select: { messageId: true },
  });
  if (!report) throw notFound();
  if (input.action === "delete") await eraseMessage(db, report.messageId);
  await db.messageReport.updateMany({
    where: { messageId: report.messageId, resolvedAt: null },
    data: { resolvedAt: new Date() },
  });
  await audit(db, actor, {
    action: input.action === "delete" ? "message.delete" : "message.dismissReport",
    targetType: "message",
    targetId: report.messageId,
  });
  return { settled: true };
}
