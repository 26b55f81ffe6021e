/**
 * How long each kind of data is kept (issue 34), applied every night by the retention job
 * (src/modules/privacy/server/retention-job.ts) and shown on /settings and /privacy. A school chooses the years of its
 * textbook entries and homework; the rest is the platform's rule.
 */
export const RETENTION = {
  /** report cards, year decisions, attendance, payments and issued papers: kept, as the school must keep them */
  schoolRecords: null,
  /** textbook entries and homework: the school's years after their day (1–10, 5 by default) */
  schoolWork: { minYears: 1, maxYears: 10, defaultYears: 5 },
  /** an account: as long as it exists; erasure on request */
  account: null,
  /** a board ad that expired (nobody extended it): deleted with its photos and comments this many days after */
  expiredAds: { days: 180 },
  /** the access log, notifications and SMS records: deleted after this many days */
  logs: { days: 365 },
  /** a school-life photo: until the family withdraws its consent */
  consentWithdrawn: null,
} as const;

export type RetentionRule = keyof typeof RETENTION;

const DAY = 86_400_000;

/** The day before which a kind of data goes, at `now` (null: nothing goes by age). */
export function retentionCutoff(rule: RetentionRule, now: Date, schoolYears?: number): Date | null {
  switch (rule) {
    case "schoolWork": {
      const years = Math.min(
        RETENTION.schoolWork.maxYears,
        Math.max(RETENTION.schoolWork.minYears, schoolYears ?? RETENTION.schoolWork.defaultYears),
      );
      const cut = new Date(now);
      cut.setUTCFullYear(cut.getUTCFullYear() - years);
      return cut;
    }
    case "expiredAds":
      return new Date(now.getTime() - RETENTION.expiredAds.days * DAY);
    case "logs":
      return new Date(now.getTime() - RETENTION.logs.days * DAY);
    default:
      return null;
  }
}
