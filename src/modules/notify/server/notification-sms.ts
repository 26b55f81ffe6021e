import { refusedBy } from "~/modules/privacy";
import { describeNotification } from "~/modules/notify/domain/describe";
import { composeBrief, weekOfParams } from "~/modules/notify/domain/compose-brief";
import { formatDinars } from "~/lib/money";
import { circularSms } from "~/modules/notify/domain/circular-sms";
import { isLocale, DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { MessageKey, MessageValues } from "~/lib/messages";
import type { Prisma } from "~/platform/db/generated/client";
import { smsProvider } from "~/platform/sms/provider";
import { queueSms } from "./queue-sms";

/**
 * Notifications caused by people who hold no role in the school (issue 47): anyone with an account may ask to be linked
 * to a pupil, so those never go by SMS — the admin gets the bell and a push, or the mail they chose — and never spend
 * the school's SMS budget nor count against a recipient's monthly cap, which stay for what the school itself sends.
 */
export const NOT_BY_SMS: ReadonlySet<string> = new Set(["family.request"]);

/**
 * The notifications just stored whose owners chose SMS (and have a phone that has not bounced) go by SMS instead of
 * push, in the owner's language, queued in the same transaction. What an SMS says follows the push rule: unless the
 * school chose detailed messages, only that something came from the school — never a child's name or the text
 * (an SMS crosses operators and, through an international provider, borders). Returns who was reached by SMS (their
 * push is not sent).
 */
export async function notificationsBySms(
  tx: Prisma.TransactionClient,
  stored: readonly { id: string; userId: string; schoolId: string | null; kind: string }[],
) {
  const reached = new Set<string>();
  if (!smsProvider() || stored.length === 0) return reached;
  const users = await tx.user.findMany({
    where: {
      id: { in: [...new Set(stored.filter((n) => !NOT_BY_SMS.has(n.kind)).map((n) => n.userId))] },
      notifyChannel: "SMS",
      phone: { not: null },
      phoneBouncedAt: null,
    },
    select: { id: true, phone: true, locale: true },
  });
  if (users.length === 0) return reached;
  const byId = new Map(users.map((u) => [u.id, u]));
  // consents (issue 34): a family that refused SMS from a school keeps its push; one that refused details gets the private SMS
  const candidates = stored.filter((n) => n.schoolId && byId.has(n.userId) && !NOT_BY_SMS.has(n.kind));
  const [noSms, noDetail] = await Promise.all([
    refusedBy(tx, "sms", candidates),
    refusedBy(tx, "detailedMessages", candidates),
  ]);
  const mine = candidates.filter((n) => !noSms.has(`${n.userId}:${n.schoolId}`));
  const details = await tx.notification.findMany({
    where: { id: { in: mine.map((n) => n.id) } },
    select: {
      id: true,
      params: true,
      school: { select: { name: true, detailedPushes: true, smsMonthlyBudget: true } },
    },
  });
  const detailOf = new Map(details.map((d) => [d.id, d]));
  const perSchool = new Map<string, { userId: string; phone: string; text: string }[]>();
  for (const n of mine) {
    const d = detailOf.get(n.id);
    if (!d?.school || d.school.smsMonthlyBudget <= 0) continue;
    const user = byId.get(n.userId)!;
    const locale: Locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
    const say = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
    const params = (d.params ?? {}) as Record<string, string | number>;
    const detailed = d.school.detailedPushes && !noDetail.has(`${n.userId}:${n.schoolId}`);
    // the weekly brief is its own SMS: the child's week in one line when the school chose detailed messages; a
    // circular says which one and what it asks, detailed or not (its title is the school's words, not a child's)
    const text =
      n.kind === "brief.weekly"
        ? composeBrief(say, weekOfParams(params), {
            school: d.school.name,
            detailed,
            money: (c) => formatDinars(c, locale),
          }).sms
        : n.kind === "circular.published" || n.kind === "circular.reminder"
          ? circularSms(say, {
              school: d.school.name,
              title: String(params.title ?? ""),
              answer: String(params.answer ?? ""),
              deadline: String(params.deadline ?? ""),
              reminder: n.kind === "circular.reminder",
            })
          : detailed
            ? `${d.school.name} : ${describeNotification(say, locale, { kind: n.kind, params }).text}`
            : say("notifications.sms.private", { school: d.school.name });
    const list = perSchool.get(n.schoolId!) ?? [];
    list.push({ userId: n.userId, phone: user.phone!, text });
    perSchool.set(n.schoolId!, list);
    reached.add(n.id);
  }
  for (const [schoolId, messages] of perSchool) await queueSms(tx, schoolId, messages);
  return reached;
}
