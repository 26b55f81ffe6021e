import type { Prisma } from "~/platform/db/generated/client";

/**
 * Every column of the database that names a person — a foreign key to "User"(id), or to "Student"(id) for a pupil's
 * records — with what a person's export and erasure do with its rows (issue 34). The lists are read against the
 * database's own foreign keys by personal-tables.test.ts: a new table naming a user or a pupil fails there until it
 * is classified here, so the export and the erasure cannot forget it.
 *
 * Export: "rows" (the person's rows, secrets taken out) or a reason it is left out (a string key of the omission).
 * Erasure:
 * - "delete": the rows go;
 * - "detach": the rows are someone else's record (the school's homework a teacher set): the column is emptied;
 * - "keep": what a school must keep (report cards, attendance, payments, issued papers) and the logs kept by rule —
 *   the person's name stays on their account's row only when such a row points to them.
 */
export type ExportRule = "rows" | "omit.secret" | "omit.others" | "omit.unpublished" | "omit.staffWork";
export type EraseRule = "delete" | "detach" | "keep";

interface ColumnRule {
  export: ExportRule;
  erase: EraseRule;
}

/** Columns referencing "User"(id), as "Table.column". */
export const USER_COLUMNS: Record<string, ColumnRule> = {
  "AccessLog.actorId": { export: "rows", erase: "keep" },
  "Ad.authorId": { export: "rows", erase: "delete" },
  "AdClaim.claimantId": { export: "rows", erase: "delete" },
  "AdLike.userId": { export: "rows", erase: "delete" },
  "AdMessage.authorId": { export: "rows", erase: "delete" },
  "AdThread.memberId": { export: "rows", erase: "delete" },
  "AuditLog.actorId": { export: "omit.staffWork", erase: "keep" },
  "Circular.authorId": { export: "omit.staffWork", erase: "detach" },
  "CircularFamily.answeredById": { export: "rows", erase: "detach" },
  "ClassSubject.teacherId": { export: "omit.staffWork", erase: "detach" },
  "Comment.authorId": { export: "rows", erase: "delete" },
  "Consent.userId": { export: "rows", erase: "delete" },
  "Conversation.startedById": { export: "rows", erase: "detach" },
  "Conversation.closedById": { export: "omit.staffWork", erase: "detach" },
  "ConversationMember.userId": { export: "rows", erase: "delete" },
  "DataBreach.recordedById": { export: "omit.staffWork", erase: "detach" },
  "DataRequest.requesterId": { export: "rows", erase: "keep" },
  "DataRequest.decidedById": { export: "omit.staffWork", erase: "detach" },
  "Delegate.grantedById": { export: "rows", erase: "delete" },
  "Delegate.userId": { export: "rows", erase: "delete" },
  "EmailChangeRequest.userId": { export: "omit.secret", erase: "delete" },
  "FamilyCode.createdById": { export: "omit.secret", erase: "delete" },
  "FamilyLinkAttempt.userId": { export: "rows", erase: "delete" },
  "FamilyRequest.userId": { export: "rows", erase: "delete" },
  "FamilyRequest.decidedById": { export: "omit.staffWork", erase: "detach" },
  "FamilyRequest.invitedById": { export: "omit.others", erase: "detach" },
  "Homework.teacherId": { export: "omit.staffWork", erase: "detach" },
  "LoginSession.userId": { export: "rows", erase: "delete" },
  "MeetingBooking.parentId": { export: "rows", erase: "delete" },
  "MeetingSlot.teacherId": { export: "omit.staffWork", erase: "delete" },
  "Message.authorId": { export: "rows", erase: "delete" },
  "MessageBroadcast.authorId": { export: "omit.staffWork", erase: "detach" },
  "MessageReport.reporterId": { export: "rows", erase: "delete" },
  "Notification.userId": { export: "rows", erase: "delete" },
  "NotificationBroadcast.senderId": { export: "omit.staffWork", erase: "detach" },
  "OAuthAccount.userId": { export: "rows", erase: "delete" },
  "OAuthLinkRequest.userId": { export: "omit.secret", erase: "delete" },
  "ParentBlock.parentId": { export: "omit.others", erase: "keep" },
  "ParentBlock.decidedById": { export: "omit.staffWork", erase: "detach" },
  "ParentLink.parentId": { export: "rows", erase: "delete" },
  "PasswordResetToken.userId": { export: "omit.secret", erase: "delete" },
  "Payment.payerId": { export: "rows", erase: "keep" },
  "Payment.recordedById": { export: "omit.staffWork", erase: "detach" },
  "PaymentProof.submittedById": { export: "rows", erase: "keep" },
  "PaymentProof.decidedById": { export: "omit.staffWork", erase: "detach" },
  "PushDevice.userId": { export: "rows", erase: "delete" },
  "Report.reporterId": { export: "rows", erase: "delete" },
  "Report.resolvedById": { export: "omit.staffWork", erase: "detach" },
  "Resource.publishedById": { export: "omit.staffWork", erase: "keep" },
  "SchoolDocument.issuedById": { export: "omit.staffWork", erase: "detach" },
  "SchoolDocument.decidedById": { export: "omit.staffWork", erase: "detach" },
  "SchoolDocument.requestedById": { export: "rows", erase: "detach" },
  "SchoolEvent.createdById": { export: "omit.staffWork", erase: "keep" },
  "SchoolInvitation.userId": { export: "rows", erase: "delete" },
  "SchoolInvitation.placeholderId": { export: "omit.others", erase: "delete" },
  "SchoolInvitation.invitedById": { export: "omit.staffWork", erase: "delete" },
  "SessionRecord.teacherId": { export: "omit.staffWork", erase: "detach" },
  "SmsMessage.userId": { export: "rows", erase: "delete" },
  "Student.userId": { export: "rows", erase: "keep" },
  "UserRole.userId": { export: "rows", erase: "delete" },
};

/** Columns referencing "Student"(id): a pupil's records, exported to the pupil and their parents. */
export const STUDENT_COLUMNS: Record<string, ColumnRule> = {
  "AccessLog.studentId": { export: "rows", erase: "keep" },
  "AttendanceMark.studentId": { export: "rows", erase: "keep" },
  "CircularFamily.studentId": { export: "rows", erase: "keep" },
  "ClassEnrollment.studentId": { export: "rows", erase: "keep" },
  "ClassGroupMember.studentId": { export: "rows", erase: "keep" },
  "Conversation.studentId": { export: "omit.others", erase: "keep" },
  "DataRequest.studentId": { export: "omit.others", erase: "keep" },
  "Delegate.studentId": { export: "rows", erase: "delete" },
  "FamilyCode.studentId": { export: "omit.secret", erase: "delete" },
  "FamilyLinkAttempt.studentId": { export: "omit.others", erase: "delete" },
  "FamilyRequest.studentId": { export: "omit.others", erase: "delete" },
  "FeeDiscount.studentId": { export: "rows", erase: "keep" },
  "Grade.studentId": { export: "omit.unpublished", erase: "keep" },
  "HomeworkState.studentId": { export: "rows", erase: "delete" },
  "MeetingBooking.studentId": { export: "omit.others", erase: "delete" },
  "ParentBlock.studentId": { export: "omit.others", erase: "keep" },
  "ParentLink.studentId": { export: "omit.others", erase: "delete" },
  "Payment.studentId": { export: "rows", erase: "keep" },
  "PaymentProof.studentId": { export: "rows", erase: "keep" },
  "PaymentReminder.studentId": { export: "rows", erase: "delete" },
  "ReportCard.studentId": { export: "omit.unpublished", erase: "keep" },
  "SchoolDocument.studentId": { export: "rows", erase: "keep" },
  "SchoolInvitation.studentId": { export: "omit.others", erase: "delete" },
  "SubjectExemption.studentId": { export: "rows", erase: "keep" },
  "YearDecision.studentId": { export: "omit.unpublished", erase: "keep" },
};

/** Columns never exported, whatever their table: what opens an account or a door. */
export const SECRET_COLUMNS = new Set([
  "passwordHash",
  "tokenHash",
  "editTokenHash",
  "token",
  "codeHash",
  "sessionVersion",
  "chargilySecret",
  "search",
  "searchVector",
]);

export interface ForeignKey {
  table: string;
  column: string;
}

/** Every column of the database that references `target`(id), read from its foreign keys. */
export async function foreignKeysTo(
  tx: Prisma.TransactionClient | { $queryRawUnsafe: Prisma.TransactionClient["$queryRawUnsafe"] },
  target: "User" | "Student",
): Promise<ForeignKey[]> {
  return tx.$queryRawUnsafe<ForeignKey[]>(
    `SELECT cl.relname AS "table", a.attname AS "column"
       FROM pg_constraint c
       JOIN pg_class cl ON cl.oid = c.conrelid
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = $1::regclass
      ORDER BY 1, 2`,
    `"${target}"`,
  );
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A row as it leaves in an export: secrets out, dates as ISO text, big integers as text. */
export function exportable(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : typeof v === "bigint" ? v.toString() : v;
  }
  return out;
}
