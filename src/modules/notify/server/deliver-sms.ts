import type { Db } from "~/platform/db";
import { smsStatusUrl, type SmsProvider } from "~/platform/sms/provider";
import { twilioStatus, validTwilioSignature } from "~/platform/sms/twilio";
import { env } from "~/env";
import { forbidden, notFound } from "~/platform/errors";

/**
 * Sends one queued SMS (a job of the sms queue). Already sent, skipped or bounced: nothing. A phone marked bounced
 * meanwhile: bounced, not sent. Accepted by the provider: SENT with its id (its delivery report follows). The number
 * refused for good: BOUNCED, and its owner's phone marked so no SMS goes to it again. The provider down: the job
 * throws and pg-boss tries it again later — an outage loses nothing.
 */
export async function deliverSms(db: Db, provider: SmsProvider, job: { id: string }) {
  const sms = await db.smsMessage.findUnique({
    where: { id: job.id },
    select: {
      id: true,
      status: true,
      phone: true,
      text: true,
      userId: true,
      user: { select: { phoneBouncedAt: true, phone: true } },
    },
  });
  if (!sms || sms.status !== "QUEUED") return { outcome: "none" as const };
  if (sms.user?.phoneBouncedAt) {
    await db.smsMessage.updateMany({
      where: { id: sms.id, status: "QUEUED" },
      data: { status: "BOUNCED", error: "phone marked bounced" },
    });
    return { outcome: "bounced" as const };
  }
  const handed = await provider.send({ to: sms.phone, text: sms.text, statusUrl: smsStatusUrl() });
  if (handed.outcome === "retry") throw new Error(`sms provider unavailable: ${handed.reason}`);
  if (handed.outcome === "bounced") {
    await bounce(db, sms.id, sms.userId, sms.phone, handed.code);
    return { outcome: "bounced" as const };
  }
  await db.smsMessage.updateMany({
    where: { id: sms.id, status: "QUEUED" },
    data: { status: "SENT", provider: provider.name, providerId: handed.providerId, sentAt: new Date() },
  });
  return { outcome: "sent" as const };
}

async function bounce(db: Db, id: string, userId: string | null, phone: string, code: string) {
  await db.$transaction([
    db.smsMessage.update({ where: { id }, data: { status: "BOUNCED", error: code } }),
    // only while the account still has that number: a new number is a fresh start
    ...(userId ? [db.user.updateMany({ where: { id: userId, phone }, data: { phoneBouncedAt: new Date() } })] : []),
  ]);
}

/** A provider's delivery report (a signed callback): delivered, failed, or bounced (the phone marked). */
export async function smsStatusReport(db: Db, params: Record<string, string>) {
  const report = twilioStatus(params);
  if (!report.providerId) return { updated: false };
  const sms = await db.smsMessage.findUnique({
    where: { providerId: report.providerId },
    select: { id: true, userId: true, phone: true, status: true },
  });
  if (!sms) return { updated: false };
  if (report.state === "delivered")
    await db.smsMessage.update({ where: { id: sms.id }, data: { status: "DELIVERED", deliveredAt: new Date() } });
  else if (report.state === "failed")
    await db.smsMessage.update({ where: { id: sms.id }, data: { status: "FAILED", error: report.code } });
  else if (report.state === "bounced") await bounce(db, sms.id, sms.userId, sms.phone, report.code ?? "bounced");
  return { updated: report.state !== "pending" };
}

/**
 * A delivery report as the provider posts it (POST /api/sms/status): accepted only when signed with the account's
 * auth token over the site's own address — no user, the signature is its permission. Unconfigured: not found.
 */
export async function receiveSmsStatus(db: Db, input: { params: Record<string, string>; signature: string | null }) {
  const url = smsStatusUrl();
  if (!env.TWILIO_AUTH_TOKEN || !url) throw notFound();
  if (!validTwilioSignature(env.TWILIO_AUTH_TOKEN, input.signature, url, input.params)) throw forbidden();
  return smsStatusReport(db, input.params);
}
