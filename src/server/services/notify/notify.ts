import type { Prisma } from "~/server/db/generated/client";

/**
 * The one seam through which the school features announce what happened. It stores one notification row per
 * recipient in the caller's transaction, so the action and its notifications commit (or fail) together; delivery
 * (the feed, realtime, web push) reads these rows afterwards and never holds the action up (issue 13 builds it).
 */
export type NotificationKind = "absence.recorded" | "absence.justified" | "absence.decided" | "homework.set" | "reportCard.published";

export interface NotifyInput {
  schoolId: string;
  userIds: readonly string[];
  kind: NotificationKind;
  params?: Record<string, string | number>;
  /** the page of the subject, without the locale prefix: "/absences?student=…" */
  url?: string;
}

export async function notify(tx: Prisma.TransactionClient, input: NotifyInput): Promise<number> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return 0;
  const { count } = await tx.notification.createMany({
    data: userIds.map((userId) => ({ userId, schoolId: input.schoolId, kind: input.kind, params: input.params ?? undefined, url: input.url ?? null })),
  });
  return count;
}

/** Several notifications with their own recipients and parameters, stored in one statement. */
export async function notifyMany(tx: Prisma.TransactionClient, inputs: readonly NotifyInput[]): Promise<number> {
  const data = inputs.flatMap((input) =>
    [...new Set(input.userIds)].map((userId) => ({ userId, schoolId: input.schoolId, kind: input.kind, params: input.params ?? undefined, url: input.url ?? null })),
  );
  if (data.length === 0) return 0;
  return (await tx.notification.createMany({ data })).count;
}
