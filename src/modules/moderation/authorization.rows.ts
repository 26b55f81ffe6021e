import { db, freshAd, freshCategory, unique, MODERATORS, type Rule } from "~/test/matrix-vocabulary";

/** Who may call each of the moderation module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const moderationRows: Record<string, Rule> = {
  "moderation.overview": { allow: MODERATORS },
  "moderation.ads": { input: () => ({ page: 1 }), allow: MODERATORS },
  "moderation.ad": { input: ({ w }) => ({ slug: w.publishedAd.slug }), allow: MODERATORS },
  "moderation.moderateAd": {
    input: async () => ({ adId: (await freshAd(null)).id, action: "hide" }),
    allow: MODERATORS,
  },
  "moderation.setAdCategory": {
    input: async ({ w }) => ({ adId: (await freshAd(null)).id, categoryId: w.categoryId }),
    allow: MODERATORS,
  },
  "moderation.complaints": { input: () => ({}), allow: MODERATORS },
  "moderation.resolveComplaint": {
    input: async ({ w }) => {
      const ad = await freshAd(null);
      await db.report.create({ data: { adId: ad.id, reporterId: w.users.MEMBER, reason: "SCAM_OR_SPAM" } });
      return { adId: ad.id, commentId: null, action: "dismiss" };
    },
    allow: MODERATORS,
  },
  "moderation.categories": { allow: MODERATORS },
  "moderation.createCategory": {
    input: () => {
      const s = unique();
      return { nameFr: `Nouvelle ${s}`, nameEn: `New ${s}`, nameAr: `جديدة ${s}` };
    },
    allow: MODERATORS,
  },
  "moderation.updateCategory": {
    input: async () => {
      const s = unique();
      return { id: (await freshCategory()).id, nameFr: `Renommée ${s}`, nameEn: `Renamed ${s}`, nameAr: `معدلة ${s}` };
    },
    allow: MODERATORS,
  },
  "moderation.moveCategory": {
    input: async () => ({ id: (await freshCategory()).id, direction: "up" }),
    allow: MODERATORS,
  },
  "moderation.deleteCategory": { input: async () => ({ id: (await freshCategory()).id }), allow: MODERATORS },
};
