import type { LiveTopic } from "~/lib/live-events";
import { isRuleEvent, resolveRules, type RuleAudience } from "~/modules/notify/domain/rules";
import type { Prisma } from "~/platform/db/generated/client";
import { pushSender } from "~/platform/push/sender";
import { notificationsBySms } from "~/modules/notify/server/notification-sms";
import { enqueuePush } from "./enqueue-push";
import { notificationsByEmail } from "./notification-mail";

/**
 * The one seam through which the school features announce what happened. It stores one notification row per
 * recipient in the caller's transaction, so the action and its notifications commit (or fail) together, and
 * signals the recipients with PostgreSQL's NOTIFY in that same transaction: PostgreSQL delivers the signal only
 * when the transaction commits (never for a rolled-back action), to every app instance listening on the database
 * (src/platform/realtime). The action never waits for any delivery: the feed reads the rows, live updates follow the
 * signal, and pushes are jobs of a durable queue stored in the same transaction (enqueue-push.ts), when push is on.
 */
export type NotificationKind =
  | "absence.recorded"
  | "absence.justified"
  | "absence.decided"
  | "homework.set"
  | "reportCard.published"
  /** an evaluation's marks reached the family (marks as they come): params { evaluationId, subjectFr/En/Ar } */
  | "marks.released"
  /** an event of the school announced to its audience: params { title, date } */
  | "event.published"
  /** overdue fees, at most once a week (services/payments/send-reminders.ts): params { student, amount (centimes), months ("2026-09,2026-10") } */
  | "payment.overdue"
  /** a message sent from /notifications/send: params { title, body, sender } */
  | "message"
  /** a message in a conversation of /messages: params { sender } — never its words (a push carries no child detail) */
  | "conversation.message"
  /** a circular of /circulars reached a family: params { title, sender } */
  | "circular.published"
  /** a circular still waits for a family's answer: params { title } */
  | "circular.reminder"
  /** a parent booked a teacher's slot: params { parent, student, at (ISO) } */
  | "meeting.booked"
  /** a meeting was cancelled: params { by, reason, at } */
  | "meeting.cancelled"
  /** tomorrow's meeting: params { with, at } */
  | "meeting.reminder"
  /** the school opened a parent-teacher day: params { title, at } */
  | "meeting.day"
  /** a child's weekly brief (services/brief): params { child, student (id), and the week's non-zero counts } */
  | "brief.weekly"
  /** a teacher's weekly brief: params { uncorrected, missingEntries } */
  | "brief.teacher"
  /** someone asks the school to link them to a pupil (/family/requests): params { parent } */
  | "family.request"
  /** the school decided a link request: params { accepted (1|0), reason } */
  | "family.decided"
  /** a family asks the documents desk for a paper (to the school's administrators): params { student, kind } */
  | "document.requested"
  /** the desk issued, refused or withdrew a paper: params { kind, status (ISSUED|REFUSED|WITHDRAWN) } — never the child */
  | "document.decided"
  /** a family sent a transfer proof (to the payment staff): params { student, amount (centimes) } */
  | "payment.proof"
  /** the school confirmed or refused a transfer proof: params { accepted (1|0), reason } — never the child */
  | "payment.proofDecided"
  /** the board found ads that may match one of the recipient's ads (no school): params { count } — never what or where */
  | "ad.matched"
  /** a claim on the recipient's found ad, or the finder's decision on the recipient's claim: params { accepted (1|0|"") } */
  | "ad.claim"
  /** a board message about the recipient's ad or thread (safe contact): params {} — never its words */
  | "ad.message"
  /** a family asks the school (or a member the platform) to correct or erase data: params { kind (CORRECTION|ERASURE) } */
  | "privacy.request"
  /** the school or the platform answered a correction or erasure request: params { kind, accepted (1|0) } */
  | "privacy.decided";

/** The part a recipient plays: the school's rules choose which parts an event reaches (src/modules/notify/domain). */
export type Recipients = Partial<Record<RuleAudience | "STAFF" | "MEMBER", readonly string[]>>;

export interface NotifyInput {
  /** null: the public board's notifications (a member's ads), which belong to no school */
  schoolId: string | null;
  kind: NotificationKind;
  to: Recipients;
  params?: Record<string, string | number>;
  /** the page of the subject, without the locale prefix: "/absences?student=…" */
  url?: string;
  /** recipients who get the notification (the bell, the feed) but no push: a teacher outside their hours */
  quiet?: readonly string[];
}

/**
 * The NOTIFY channel (src/platform/realtime listens). Its payload: {"users": [ids]} — these users' notifications
 * changed — with "topics": what else changed for them (~/lib/live-events), and "unread": false when their count
 * did not change.
 */
export const NOTIFICATION_CHANNEL = "wasla_notifications";
/** NOTIFY payloads stop at 8000 bytes: 200 ids of ~25 characters stay well under it. */
const SIGNAL_CHUNK = 200;

export async function notify(tx: Prisma.TransactionClient, input: NotifyInput): Promise<number> {
  return notifyMany(tx, [input]);
}

/**
 * Several notifications with their own recipients and parameters, stored in one statement. `pushAt`: their pushes
 * wait for that moment instead of the school's results time (a results wave), quiet hours still applying.
 */
export async function notifyMany(
  tx: Prisma.TransactionClient,
  inputs: readonly NotifyInput[],
  options: { pushAt?: Date } = {},
): Promise<number> {
  const push = pushSender() !== null;
  const schoolIds = [
    ...new Set(inputs.filter((i) => push || isRuleEvent(i.kind)).flatMap((i) => (i.schoolId ? [i.schoolId] : []))),
  ];
  const schools = schoolIds.length
    ? await tx.school.findMany({
        where: { id: { in: schoolIds } },
        select: { id: true, notificationRules: true, pushSchedule: true },
      })
    : [];
  const rules = new Map(schools.map((s) => [s.id, resolveRules(s.notificationRules)]));
  const data = inputs.flatMap((input) => {
    const reached = isRuleEvent(input.kind) && input.schoolId ? (rules.get(input.schoolId)?.[input.kind] ?? []) : null;
    const userIds = new Set(
      Object.entries(input.to).flatMap(([part, ids]) =>
        reached === null || part === "STAFF" || reached.includes(part as RuleAudience) ? (ids ?? []) : [],
      ),
    );
    return [...userIds].map((userId) => ({
      userId,
      schoolId: input.schoolId,
      kind: input.kind,
      params: input.params ?? undefined,
      url: input.url ?? null,
    }));
  });
  if (data.length === 0) return 0;
  const stored = await tx.notification.createManyAndReturn({
    data,
    select: { id: true, userId: true, schoolId: true, kind: true },
  });
  await signal(
    tx,
    data.map((d) => d.userId),
  );
  const quiet = new Set(inputs.flatMap((i) => (i.quiet ?? []).map((userId) => `${i.schoolId}|${i.kind}|${userId}`)));
  // those who chose SMS are reached by SMS (when the school sends SMS), those who chose e-mail by mail, instead of a push
  const loud = stored.filter((n) => !quiet.has(`${n.schoolId}|${n.kind}|${n.userId}`));
  const others = loud.length
    ? new Set(
        (
          await tx.user.findMany({
            where: { id: { in: [...new Set(loud.map((n) => n.userId))] }, notifyChannel: { not: "PUSH" } },
            select: { id: true },
          })
        ).map((u) => u.id),
      )
    : new Set<string>();
  const elsewhere = loud.filter((n) => others.has(n.userId));
  const bySms = await notificationsBySms(tx, elsewhere);
  const byMail = await notificationsByEmail(
    tx,
    elsewhere.filter((n) => !bySms.has(n.id)),
  );
  const pushed = loud.filter((n) => !bySms.has(n.id) && !byMail.has(n.id));
  if (push && pushed.length)
    await enqueuePush(tx, pushed, new Map(schools.map((s) => [s.id, s.pushSchedule])), new Date(), options.pushAt);
  return stored.length;
}

/**
 * Tells the listening app instances, once this transaction commits, whose notifications changed — or, with
 * `topics` and `unread: false`, what else changed for these users (a conversation, a receipt, a grade table).
 */
export async function signal(
  tx: Prisma.TransactionClient,
  userIds: readonly string[],
  options: { topics?: readonly LiveTopic[]; unread?: boolean } = {},
): Promise<void> {
  const users = [...new Set(userIds)];
  const extra = {
    ...(options.topics?.length ? { topics: options.topics } : {}),
    ...(options.unread === false ? { unread: false } : {}),
  };
  for (let i = 0; i < users.length; i += SIGNAL_CHUNK) {
    const payload = JSON.stringify({ users: users.slice(i, i + SIGNAL_CHUNK), ...extra });
    await tx.$executeRaw`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`;
  }
}
