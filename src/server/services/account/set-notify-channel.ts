import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { fieldError } from "~/server/errors";

/**
 * How notifications reach me beyond the app (issue 31): PUSH (the default: this phone's notifications) or SMS (a
 * family without a smartphone or data) — SMS needs a phone number on the account, and goes only where a school sends
 * SMS (its budget); elsewhere the push stands. Choosing SMS again after a bounce tries the number again.
 */
export async function setNotifyChannel(db: Db, actor: Actor, input: { channel: "PUSH" | "SMS" }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { phone: true } });
  if (input.channel === "SMS" && !user.phone) throw fieldError("channel", "sms.error.noPhone");
  await db.user.update({ where: { id: actor.userId }, data: { notifyChannel: input.channel, ...(input.channel === "SMS" ? { phoneBouncedAt: null } : {}) } });
  return { channel: input.channel };
}
