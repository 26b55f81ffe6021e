import { refusedBy } from "~/modules/privacy";
import { describeNotification } from "~/modules/notify/domain/describe";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { MessageKey, MessageValues } from "~/lib/messages";
import type { Db } from "~/platform/db";
import type { PushMessage, PushSender } from "~/platform/push/sender";

/** A job of the push queue: notifications to push to their owners' devices (`tokens`: only to these, a retry). */
export interface PushJob {
  ids: string[];
  tokens?: string[];
  attempt?: number;
}

export interface PushDelivery {
  sent: number;
  /** devices deleted: the provider declared their token dead */
  dead: number;
  /** what failed and may work later (the caller queues it after a delay), or null */
  retry: PushJob | null;
}

/** More notifications than this for one device in one job: one push says how many, instead of a burst. */
export const PUSH_BURST = 3;

/**
 * Pushes stored notifications to their owners' devices, each in the device's language. A notification already read
 * (or cleared) by the time its push goes — after quiet hours, on a retry — is not pushed: the person has seen it.
 * A push travels through Firebase, abroad: unless its school chose detailed pushes, it says only that something came
 * from the school ("Nouveau message de CEM …"), never a child's name or the text, which the app shows once opened
 * (Law 18-07 on personal data asks for an authorization to transfer them abroad).
 */
export async function deliverPush(db: Db, sender: PushSender, job: PushJob): Promise<PushDelivery> {
  const notifications = await db.notification.findMany({
    where: { id: { in: job.ids }, readAt: null },
    select: {
      id: true,
      userId: true,
      schoolId: true,
      kind: true,
      params: true,
      school: { select: { name: true, detailedPushes: true } },
    },
    orderBy: { createdAt: "asc" },
  });
  if (notifications.length === 0) return { sent: 0, dead: 0, retry: null };
  // a family that refused detailed messages (issue 34) gets the private wording even where its school chose details
  const refused = notifications.some((n) => n.school?.detailedPushes)
    ? await refusedBy(db, "detailedMessages", notifications)
    : new Set<string>();
  const detailed = (n: (typeof notifications)[number]) =>
    !!n.school?.detailedPushes && !refused.has(`${n.userId}:${n.schoolId}`);
  const devices = await db.pushDevice.findMany({
    where: {
      userId: { in: [...new Set(notifications.map((n) => n.userId))] },
      ...(job.tokens ? { token: { in: job.tokens } } : {}),
    },
    select: { userId: true, token: true, locale: true },
  });

  const messages: PushMessage[] = [];
  const idsOf = new Map<string, string[]>();
  for (const device of devices) {
    const mine = notifications.filter((n) => n.userId === device.userId);
    if (mine.length === 0) continue;
    const locale: Locale = isLocale(device.locale) ? device.locale : DEFAULT_LOCALE;
    const say = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
    idsOf.set(
      device.token,
      mine.map((n) => n.id),
    );
    if (mine.length > PUSH_BURST) {
      messages.push({
        token: device.token,
        title: mine.every(detailed) ? mine[0]!.school!.name : say("site.name"),
        body: say("notifications.push.many", { count: mine.length }),
        url: `/${locale}/notifications`,
        tag: "wasla-notifications",
      });
      continue;
    }
    for (const n of mine) {
      const described = detailed(n)
        ? describeNotification(say, locale, {
            kind: n.kind,
            params: (n.params ?? {}) as Record<string, string | number>,
          })
        : {
            title: say("site.name"),
            text: say("notifications.push.private", { school: n.school?.name ?? say("site.name") }),
          };
      messages.push({
        token: device.token,
        title: described.title || (n.school?.name ?? say("site.name")),
        body: described.text,
        url: `/api/notifications/${n.id}/open?locale=${locale}`,
        tag: n.id,
      });
    }
  }
  if (messages.length === 0) return { sent: 0, dead: 0, retry: null };

  const outcomes = await sender.send(messages);
  const dead = new Set<string>();
  const failed = new Set<string>();
  messages.forEach((m, i) => {
    if (outcomes[i] === "dead") dead.add(m.token);
    else if (outcomes[i] !== "sent") failed.add(m.token);
  });
  if (dead.size) await db.pushDevice.deleteMany({ where: { token: { in: [...dead] } } });
  const retryTokens = [...failed].filter((token) => !dead.has(token));
  return {
    sent: outcomes.filter((o) => o === "sent").length,
    dead: dead.size,
    retry: retryTokens.length
      ? {
          ids: [...new Set(retryTokens.flatMap((token) => idsOf.get(token) ?? []))],
          tokens: retryTokens,
          attempt: (job.attempt ?? 0) + 1,
        }
      : null,
  };
}
