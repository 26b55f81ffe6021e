import { refusedBy } from "~/modules/privacy";
import { describeNotification } from "~/modules/notify/domain/describe";
import { composeBrief, weekOfParams } from "~/modules/notify/domain/compose-brief";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { MessageKey, MessageValues } from "~/lib/messages";
import { formatDinars } from "~/lib/money";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { MAIL_QUEUE, startedJobQueue, transactionDb, jobQueue } from "~/platform/jobs/queue";
import { processDbTarget } from "~/platform/db";
import { logger } from "~/platform/logger.mjs";
import { sendMail } from "~/platform/mail/mailer";
import { siteOrigin } from "~/platform/site-origin";

/**
 * The notifications just stored whose owners chose e-mail (a verified address) go by e-mail instead of a push: one
 * mail job each, stored in the same transaction (the mail queue's worker sends it, src/platform/mail/queue.ts). What a
 * mail says is decided when it is sent, in the owner's language, by the push rule: the words only where the school
 * chose detailed messages (a mail crosses providers and borders), else that something came from the school, with
 * the link. Returns the notifications reached by mail.
 */
export async function notificationsByEmail(
  tx: Prisma.TransactionClient,
  stored: readonly { id: string; userId: string; schoolId: string | null }[],
) {
  const reached = new Set<string>();
  if (stored.length === 0) return reached;
  const users = await tx.user.findMany({
    where: {
      id: { in: [...new Set(stored.map((n) => n.userId))] },
      notifyChannel: "EMAIL",
      email: { not: null },
      emailVerifiedAt: { not: null },
    },
    select: { id: true },
  });
  if (users.length === 0) return reached;
  const ids = new Set(users.map((u) => u.id));
  const mine = stored.filter((n) => n.schoolId && ids.has(n.userId));
  const boss = startedJobQueue() ?? (processDbTarget().kind === "postgres" ? await jobQueue() : null);
  if (!boss) {
    logger.warn(
      { mails: mine.length },
      "notification mails not queued: the job queue has not started (their pushes go instead)",
    );
    return reached;
  }
  await tx.$executeRawUnsafe("SAVEPOINT wasla_mail");
  try {
    await boss.insert(
      mine.map((n) => ({ name: MAIL_QUEUE, data: { kind: "notification", id: n.id } })),
      { db: transactionDb(tx) },
    );
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT wasla_mail");
    for (const n of mine) reached.add(n.id);
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT wasla_mail");
    logger.error({ err: error }, "notification mails not queued (their pushes go instead)");
  }
  return reached;
}

/** The mail of one notification, composed when it is sent: nothing when its owner changed channel or address meanwhile. */
export async function composeNotificationMail(db: Db, id: string) {
  const n = await db.notification.findUnique({
    where: { id },
    select: {
      kind: true,
      params: true,
      url: true,
      userId: true,
      schoolId: true,
      user: { select: { email: true, emailVerifiedAt: true, notifyChannel: true, locale: true } },
      school: { select: { name: true, detailedPushes: true } },
    },
  });
  if (!n?.user.email || !n.user.emailVerifiedAt || n.user.notifyChannel !== "EMAIL" || !n.school) return null;
  const locale: Locale = isLocale(n.user.locale) ? n.user.locale : DEFAULT_LOCALE;
  const say = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
  const params = (n.params ?? {}) as Record<string, string | number>;
  const money = (c: number) => formatDinars(c, locale);
  let body: string;
  if (!n.school.detailedPushes || (await refusedBy(db, "detailedMessages", [n])).size > 0)
    body = say("notifications.mail.private", { school: n.school.name });
  else if (n.kind === "brief.weekly") {
    const brief = composeBrief(say, weekOfParams(params), { school: n.school.name, detailed: true, money });
    body = [
      say("brief.mail.title", { child: String(params.child ?? "") }),
      ...(brief.empty ? [say("brief.mail.calm")] : brief.lines.map((l) => `• ${l}`)),
    ].join("\n");
  } else body = describeNotification(say, locale, { kind: n.kind, params }).text;
  const link = `${siteOrigin()}${localizedPath(locale, n.url ?? "/notifications")}`;
  return {
    to: n.user.email,
    subject:
      n.kind === "brief.weekly"
        ? say("notifications.mail.briefSubject", { school: n.school.name })
        : say("notifications.mail.subject", { school: n.school.name }),
    text: `${body}\n\n${say("notifications.mail.open")} ${link}\n\n${say("notifications.mail.why")}`,
  };
}

/** The mail queue's work for a notification (src/platform/mail/queue.ts). */
export async function sendNotificationMail(db: Db, id: string): Promise<boolean> {
  const mail = await composeNotificationMail(db, id);
  if (!mail) return false;
  await sendMail(mail);
  return true;
}
