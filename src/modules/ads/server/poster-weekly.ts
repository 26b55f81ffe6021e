import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "~/i18n/config";
import { getIntl, t } from "~/i18n/server";
import type { Db } from "~/platform/db";
import { sendMail } from "~/platform/mail/mailer";
import { siteOrigin } from "~/platform/site-origin";

const WEEK_MS = 7 * 86_400_000;

/**
 * The weekly mail of an ad's poster (issue 33): for each of their public ads, the likely matches found this week and,
 * when it ends within the week, the day it leaves the board (with the page to extend it). Only to a verified address,
 * only when there is something to say; in the poster's language. Sent by the board's weekly tick.
 */
export async function composePosterWeekly(db: Db, userId: string, now = new Date()) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, emailVerifiedAt: true, locale: true, suspendedAt: true },
  });
  if (!user?.email || !user.emailVerifiedAt || user.suspendedAt) return null;
  const since = new Date(now.getTime() - WEEK_MS);
  const ads = await db.ad.findMany({
    where: { authorId: userId, status: "PUBLISHED", schoolId: null },
    orderBy: { publishedAt: "desc" },
    take: 20,
    select: {
      slug: true,
      title: true,
      expiresAt: true,
      _count: { select: { matches: { where: { createdAt: { gte: since }, other: { status: "PUBLISHED" } } } } },
    },
  });
  const locale: Locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const intl = getIntl(locale);
  const lines = ads.flatMap((ad) => {
    const matches = ad._count.matches;
    const ending = ad.expiresAt && ad.expiresAt.getTime() - now.getTime() < WEEK_MS;
    if (!matches && !ending) return [];
    const says = [
      matches ? t(locale, "ads.weekly.matches", { count: matches }) : null,
      ending ? t(locale, "ads.weekly.ending", { date: intl.formatDate(ad.expiresAt!, { dateStyle: "long" }) }) : null,
    ].filter(Boolean);
    return [`• ${ad.title} — ${says.join(" ")}\n  ${siteOrigin()}${localizedPath(locale, `/old/annonces/${ad.slug}`)}`];
  });
  if (lines.length === 0) return null;
  return {
    to: user.email,
    subject: t(locale, "ads.weekly.subject"),
    text: `${t(locale, "ads.weekly.intro")}\n\n${lines.join("\n\n")}\n\n${t(locale, "ads.weekly.why")}`,
  };
}

/** This week's mails: every poster with a public ad matched this week or ending within it. */
export async function sendPosterWeeklies(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - WEEK_MS);
  const soon = new Date(now.getTime() + WEEK_MS);
  const posters = await db.$queryRaw<{ authorId: string }[]>`SELECT DISTINCT a."authorId" FROM "Ad" a
    WHERE a."status" = 'PUBLISHED' AND a."schoolId" IS NULL AND a."authorId" IS NOT NULL
      AND (a."expiresAt" < ${soon}::timestamp OR EXISTS (SELECT 1 FROM "AdMatch" m WHERE m."adId" = a."id" AND m."createdAt" >= ${since}::timestamp))`;
  let sent = 0;
  for (const { authorId } of posters) {
    const mail = await composePosterWeekly(db, authorId, now);
    if (!mail) continue;
    await sendMail(mail);
    sent++;
  }
  return sent;
}
