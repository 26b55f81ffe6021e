import { env } from "~/env";
import type { Db } from "~/platform/db";
import { smsProvider } from "~/platform/sms/provider";

/**
 * What a sender needs to see before sending (issue 31): whether this school's notifications go by SMS at all, how
 * many of the recipients chose SMS (a phone that has not bounced), whether the SMS carries the words (detailed
 * messages) or only the school's name, and what a segment costs. Without `userIds`: the school's families on SMS.
 */
export async function smsReach(db: Db, schoolId: string, userIds?: readonly string[]) {
  const school = await db.school.findUniqueOrThrow({
    where: { id: schoolId },
    select: { name: true, detailedPushes: true, smsMonthlyBudget: true },
  });
  const available = smsProvider() !== null && school.smsMonthlyBudget > 0;
  const recipients = !available
    ? 0
    : await db.user.count({
        where: {
          notifyChannel: "SMS",
          phone: { not: null },
          phoneBouncedAt: null,
          ...(userIds ? { id: { in: [...userIds] } } : { roles: { some: { schoolId, role: { key: "PARENT" } } } }),
        },
      });
  return {
    available,
    recipients,
    school: school.name,
    detailed: school.detailedPushes,
    segmentPrice: env.SMS_SEGMENT_PRICE,
  };
}
export type SmsReach = Awaited<ReturnType<typeof smsReach>>;
