import { retentionCutoff } from "~/modules/privacy/domain/retention";
import type { Db } from "~/platform/db";
import { storage } from "~/platform/storage";

export interface RetentionRun {
  sessionRecords: number;
  homework: number;
  ads: number;
  accessLog: number;
  notifications: number;
  sms: number;
  auditLog: number;
}

/**
 * The retention rules of src/modules/privacy/domain/retention.ts applied at `now` (issue 34), run every night by
 * src/modules/privacy/server/retention-job.ts: each school's textbook entries and homework older than its years, board ads
 * expired longer than the rule (with their photos, comments and threads), and the logs past their days. What the
 * school must keep (report cards, attendance, payments, papers) has no rule here.
 */
export async function applyRetention(db: Db, now = new Date()): Promise<RetentionRun> {
  let sessionRecords = 0;
  let homework = 0;
  const schools = await db.school.findMany({ select: { id: true, keepSchoolWorkYears: true } });
  for (const school of schools) {
    const cut = retentionCutoff("schoolWork", now, school.keepSchoolWorkYears)!;
    sessionRecords += (await db.sessionRecord.deleteMany({ where: { schoolId: school.id, date: { lt: cut } } })).count;
    homework += (await db.homework.deleteMany({ where: { schoolId: school.id, dueOn: { lt: cut } } })).count;
  }

  const adsCut = retentionCutoff("expiredAds", now)!;
  const gone = await db.ad.findMany({
    where: { status: "EXPIRED", expiresAt: { lt: adsCut } },
    select: { id: true, photos: { select: { thumbKey: true, displayKey: true } } },
  });
  const ads = gone.length
    ? (await db.ad.deleteMany({ where: { id: { in: gone.map((a) => a.id) }, status: "EXPIRED" } })).count
    : 0;
  await Promise.all(
    gone
      .flatMap((a) => a.photos.flatMap((p) => [p.thumbKey, p.displayKey]))
      .map((key) => storage.remove(key).catch(() => {})),
  );

  const logsCut = retentionCutoff("logs", now)!;
  const [accessLog, notifications, sms, auditLog] = await Promise.all([
    db.accessLog.deleteMany({ where: { hour: { lt: logsCut } } }),
    db.notification.deleteMany({ where: { createdAt: { lt: logsCut } } }),
    db.smsMessage.deleteMany({ where: { createdAt: { lt: logsCut } } }),
    db.auditLog.deleteMany({ where: { createdAt: { lt: logsCut } } }),
  ]);
  return {
    sessionRecords,
    homework,
    ads,
    accessLog: accessLog.count,
    notifications: notifications.count,
    sms: sms.count,
    auditLog: auditLog.count,
  };
}
