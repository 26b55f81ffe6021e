import { smsReach } from "~/modules/notify/server/sms-reach";
import type { TAudience } from "~/modules/notify/schemas";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { administers } from "~/modules/school";
import { audienceUserIds } from "./audience";
import { notify } from "./notify";

/** How many people a message to this audience would reach (the send screen's preview; 'send notification' in the school: the gate's). */
export async function countAudience(db: Db, actor: Actor, school: Scoped<"school">, input: { audience: TAudience }) {
  const userIds = await audienceUserIds(db, actor, school, input.audience);
  return { count: userIds.length, sms: await smsReach(db, school.id, userIds) };
}

/**
 * Sends a message: the broadcast (who sent what to whom) and one notification per recipient, in one transaction.
 * An audience that reaches nobody is refused on its field, and nothing is stored.
 */
export async function sendMessage(
  db: Db,
  actor: Actor,
  school: Scoped<"school">,
  input: { audience: TAudience; title: string; body: string },
) {
  return db.$transaction(async (tx) => {
    const userIds = await audienceUserIds(tx, actor, school, input.audience);
    if (userIds.length === 0) throw fieldError("audience", "notifications.send.nobody");
    const broadcast = await tx.notificationBroadcast.create({
      data: {
        schoolId: school.id,
        senderId: actor.userId,
        audience: input.audience,
        title: input.title,
        body: input.body,
        recipients: userIds.length,
      },
      select: { id: true },
    });
    await notify(tx, {
      schoolId: school.id,
      kind: "message",
      to: { STAFF: userIds },
      params: { title: input.title, body: input.body, sender: actor.name, broadcastId: broadcast.id },
    });
    return { id: broadcast.id, recipients: userIds.length };
  });
}

/**
 * The messages sent in the school, newest first: all of them for its administrators, one's own for the others,
 * each audience with the name of its level or class.
 */
export async function listSentMessages(db: Db, actor: Actor, school: Scoped<"school">) {
  const rows = await db.notificationBroadcast.findMany({
    where: { schoolId: school.id, ...(administers(actor, school.id) ? {} : { senderId: actor.userId }) },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: {
      id: true,
      title: true,
      body: true,
      audience: true,
      recipients: true,
      createdAt: true,
      sender: { select: { name: true } },
    },
  });
  const audiences = rows.map((r) => r.audience as TAudience);
  const classIds = audiences.flatMap((a) => (a.kind === "class" || a.kind === "classParents" ? [a.classId] : []));
  const levelIds = audiences.flatMap((a) => (a.kind === "level" ? [a.levelId] : []));
  const [classes, levels] = await Promise.all([
    classIds.length
      ? db.schoolClass.findMany({ where: { id: { in: classIds } }, select: { id: true, name: true } })
      : [],
    levelIds.length
      ? db.level.findMany({
          where: { id: { in: levelIds } },
          select: { id: true, nameFr: true, nameEn: true, nameAr: true },
        })
      : [],
  ]);
  return rows.map((r, i) => {
    const audience = audiences[i]!;
    return {
      id: r.id,
      title: r.title,
      body: r.body,
      recipients: r.recipients,
      createdAt: r.createdAt,
      sender: r.sender?.name ?? null,
      audience,
      className:
        audience.kind === "class" || audience.kind === "classParents"
          ? (classes.find((c) => c.id === audience.classId)?.name ?? null)
          : null,
      level: audience.kind === "level" ? (levels.find((l) => l.id === audience.levelId) ?? null) : null,
    };
  });
}
