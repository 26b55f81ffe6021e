import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";

export type NotifyChannel = "PUSH" | "EMAIL" | "SMS";

/**
 * How notifications reach me beyond the app (issue 31): PUSH (the default: this phone's notifications), EMAIL (an
 * address I proved I read) or SMS (a family without a smartphone or data) — SMS needs a phone number on the account,
 * and goes only where a school sends SMS (its budget); elsewhere the push stands. Choosing SMS again after a bounce
 * tries the number again.
 */
export async function setNotifyChannel(db: Db, actor: Actor, input: { channel: NotifyChannel }) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { phone: true, email: true, emailVerifiedAt: true },
  });
  if (input.channel === "SMS" && !user.phone) throw fieldError("channel", "sms.error.noPhone");
  if (input.channel === "EMAIL" && (!user.email || !user.emailVerifiedAt))
    throw fieldError("channel", "profile.channel.error.noEmail");
  await db.user.update({
    where: { id: actor.userId },
    data: { notifyChannel: input.channel, ...(input.channel === "SMS" ? { phoneBouncedAt: null } : {}) },
  });
  return { channel: input.channel };
}

/** The weekly brief also when all is well ("nothing to report"), or only weeks with something to say. */
export async function setBriefWhenCalm(db: Db, actor: Actor, input: { whenCalm: boolean }) {
  await db.user.update({ where: { id: actor.userId }, data: { briefWhenCalm: input.whenCalm } });
  return input;
}
