import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";

type Tx = Db | Prisma.TransactionClient;

export const AUDIT_TARGETS = [
  "ad",
  "comment",
  "report",
  "user",
  "role",
  "category",
  "message",
  "student",
  "adMessage",
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/**
 * The moderation and administration actions written to the audit log. Each has a locale key `audit.<action>`
 * (e.g. audit.ad.hide) used by the history lists.
 */
export const AUDIT_ACTIONS = [
  "ad.approve",
  "ad.hide",
  "ad.restore",
  "ad.delete",
  "ad.category",
  "ad.edit",
  "comment.hide",
  "comment.restore",
  "comment.delete",
  "report.dismiss",
  "report.resolve",
  "user.suspend",
  "user.restore",
  "user.grantRole",
  "user.revokeRole",
  "role.permissions",
  "category.create",
  "category.update",
  "category.delete",
  "category.reorder",
  /** a school's admin settles a reported message of /messages */
  "message.dismissReport",
  "message.delete",
  /** a school records a custody decision for a parent of a child (/students, issue 31) */
  "family.custody",
  /** a board moderator hides a reported board message (safe contact, issue 33) */
  "adMessage.hide",
  /** a school or the platform carried out a person's erasure request (issue 34) */
  "user.erase",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Snapshots stored in the log: small, JSON, never secrets (no password hashes, tokens or private links). */
export type AuditSnapshot = Prisma.InputJsonValue;

/** Writes one entry, in the caller's transaction when given one (so the action and its record commit together). */
export async function audit(
  tx: Tx,
  actor: Actor,
  entry: {
    action: AuditAction;
    targetType: AuditTarget;
    targetId: string;
    before?: AuditSnapshot;
    after?: AuditSnapshot;
  },
) {
  await tx.auditLog.create({
    data: {
      actorId: actor.userId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
    },
  });
}

const ENTRY = {
  id: true,
  action: true,
  targetType: true,
  targetId: true,
  before: true,
  after: true,
  createdAt: true,
  actor: { select: { id: true, name: true } },
} as const;

/** An item's history, newest first (shown on its page). */
export function auditOf(db: Db, targetType: AuditTarget, targetId: string, take = 50) {
  return db.auditLog.findMany({ where: { targetType, targetId }, orderBy: { createdAt: "desc" }, take, select: ENTRY });
}

/** The latest actions everywhere (the /admin overview). */
export function recentAudit(db: Db, take = 20) {
  return db.auditLog.findMany({ orderBy: { createdAt: "desc" }, take, select: ENTRY });
}
