import { expect } from "vitest";
import {
  db,
  adForm,
  freshAd,
  freshComment,
  unique,
  validAd,
  freshThread,
  freshClaim,
  freshLostItem,
  everyone,
  signedIn,
  MODERATORS,
  adminOf,
  memberOf,
  ownOnly,
  ownOr,
  SCHOOL,
  CONTENT,
  school,
  authorFor,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the ads module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const adsRows: Record<string, Rule> = {
  // ── the board: reading is public, writing is one's own, moderation is the moderators' ──
  "ads.categories": { allow: everyone },
  "ads.choices": { allow: everyone },
  "ads.latest": {
    allow: everyone,
    // published ads only, like every public list
    check: async (result) => {
      const ids = (result as { latest: { ads: { id: string }[] }[] }).latest.flatMap((l) => l.ads.map((a) => a.id));
      expect(await db.ad.count({ where: { id: { in: ids }, status: { not: "PUBLISHED" } } })).toBe(0);
    },
  },
  "ads.category": { input: ({ w }) => ({ slug: w.categorySlug }), allow: everyone },
  "ads.search": { input: () => ({ q: "portefeuille" }), allow: everyone },
  "ads.bySlug": { input: ({ w }) => ({ slug: w.publishedAd.slug }), allow: everyone },
  "ads.member": { input: ({ w }) => ({ slug: w.memberSlug }), allow: everyone },
  "ads.create": { input: () => adForm(validAd()), allow: everyone },
  "ads.mine": { allow: signedIn },
  "ads.forEdit": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call))).slug }),
    allow: ownOr(signedIn, MODERATORS),
  },
  "ads.update": {
    scopes: CONTENT,
    input: async (call) =>
      adForm({
        ...validAd({ title: "Titre corrigé de l'annonce" }),
        slug: (await freshAd(authorFor(call))).slug,
        keepPhotoIds: [],
      }),
    allow: ownOr(signedIn, MODERATORS),
  },
  "ads.delete": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call))).slug }),
    allow: ownOr(signedIn, MODERATORS),
  },
  // a visitor's private link: the right token is the right, whoever holds it
  "ads.forEditWithLink": {
    scopes: CONTENT,
    input: async ({ scope }) => {
      const token = `tok${unique()}${unique()}`.padEnd(24, "x");
      const ad = await freshAd(null, { token });
      return { slug: ad.slug, token: scope === "own" ? token : "y".repeat(24) };
    },
    allow: (_who, scope) => scope === "own",
  },
  "ads.updateWithLink": {
    scopes: CONTENT,
    input: async ({ scope }) => {
      const token = `tok${unique()}${unique()}`.padEnd(24, "x");
      const ad = await freshAd(null, { token });
      return adForm({ ...validAd(), slug: ad.slug, keepPhotoIds: [] }, [], scope === "own" ? token : "y".repeat(24));
    },
    allow: (_who, scope) => scope === "own",
  },
  "ads.deleteWithLink": {
    scopes: CONTENT,
    input: async ({ scope }) => {
      const token = `tok${unique()}${unique()}`.padEnd(24, "x");
      const ad = await freshAd(null, { token });
      return { slug: ad.slug, token: scope === "own" ? token : "y".repeat(24) };
    },
    allow: (_who, scope) => scope === "own",
  },
  "ads.moderate": { input: async () => ({ slug: (await freshAd(null)).slug, status: "HIDDEN" }), allow: MODERATORS },
  "ads.setLike": { input: ({ w }) => ({ adId: w.publishedAd.id, liked: true }), allow: signedIn },
  // the board that returns things (issue 33): matches and claims are the poster's; a claim and a message anyone's
  "ads.matches": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call))).slug }),
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "ads.extend": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call))).slug }),
    allow: ownOr(signedIn, MODERATORS),
  },
  "ads.extendWithLink": {
    scopes: CONTENT,
    input: async ({ scope }) => {
      const token = `tok${unique()}${unique()}`.padEnd(24, "x");
      const ad = await freshAd(null, { token });
      return { slug: ad.slug, token: scope === "own" ? token : "y".repeat(24) };
    },
    allow: (_who, scope) => scope === "own",
  },
  "ads.claim": {
    scopes: CONTENT,
    input: async (call) => ({
      slug: (await freshAd(authorFor(call), { type: "FOUND" })).slug,
      answer: "Une photo de ma fille est dedans.",
    }),
    allow: (who, scope) => scope === "other" && signedIn(who),
  },
  "ads.myClaim": { input: ({ w }) => ({ slug: w.publishedAd.slug }), allow: signedIn },
  "ads.claims": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call), { type: "FOUND" })).slug }),
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "ads.decideClaim": {
    scopes: CONTENT,
    input: async (call) => {
      const finder = authorFor(call);
      const claimant = [call.w.users.PARENT, call.w.users.TEACHER].find((id) => id !== finder)!;
      return { claimId: (await freshClaim(finder, claimant)).id, accept: false };
    },
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "ads.returned": { allow: everyone },
  // a school's lost property: read by its members, managed by its administration
  "ads.lostProperty": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "ads.postLostItem": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      title: "Veste bleue trouvée",
      categoryId: call.w.categoryId,
      description: "Veste bleue trouvée dans la cour.",
      happenedOn: new Date().toISOString().slice(0, 10),
      wilayaCode: "16",
      communeCode: "1601",
    }),
    allow: adminOf,
  },
  "ads.lostPropertyRules": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, days: 30, fate: "PUBLIC" }),
    allow: adminOf,
  },
  "ads.lostItemReturned": {
    scopes: SCHOOL,
    input: async (call) => ({ adId: (await freshLostItem(school(call).id, call.w.users.ADMIN)).id }),
    allow: adminOf,
  },
  "ads.threads": { input: ({ w }) => ({ slug: w.publishedAd.slug }), allow: signedIn },
  "ads.sendMessage": {
    input: async (call) => ({
      slug: (await freshAd(authorFor({ ...call, scope: "other" }))).slug,
      body: "Bonjour, c'est peut-être à moi.",
    }),
    allow: signedIn,
  },
  "ads.blockThread": {
    scopes: CONTENT,
    input: async (call) => {
      const poster = authorFor(call);
      const member = [call.w.users.PARENT, call.w.users.TEACHER].find((id) => id !== poster)!;
      return { threadId: (await freshThread(poster, member)).threadId, blocked: true };
    },
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "ads.reportMessage": {
    scopes: CONTENT,
    // own: a message the poster wrote in my thread; other: a message in a thread I am not part of
    input: async (call) => {
      const poster = call.who === "MEMBER" ? call.w.users.DEVELOPER : call.w.users.MEMBER;
      const member =
        call.scope === "own" && call.me
          ? call.me
          : [call.w.users.PARENT, call.w.users.TEACHER].find((id) => id !== call.me)!;
      return { messageId: (await freshThread(poster, member)).fromPoster, reason: "SCAM_OR_SPAM" };
    },
    allow: (who, scope) => scope === "own" && signedIn(who),
  },

  "comments.list": { input: ({ w }) => ({ adId: w.publishedAd.id }), allow: everyone },
  "comments.mine": { allow: signedIn },
  "comments.create": { input: ({ w }) => ({ adId: w.publishedAd.id, body: "Je l'ai peut-être vu." }), allow: signedIn },
  "comments.update": {
    scopes: CONTENT,
    input: async (call) => ({ id: (await freshComment(call.w.publishedAd.id, authorFor(call))).id, body: "Corrigé." }),
    // a comment is rewritten by its author only, moderators included
    allow: ownOnly(signedIn),
  },
  "comments.delete": {
    scopes: CONTENT,
    input: async (call) => ({ id: (await freshComment(call.w.publishedAd.id, authorFor(call))).id }),
    allow: ownOr(signedIn, MODERATORS),
  },
  "reports.create": {
    input: async () => ({ adId: (await freshAd(null)).id, reason: "SCAM_OR_SPAM" }),
    allow: signedIn,
  },
};
