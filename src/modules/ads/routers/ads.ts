import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ZLostItem, ZLostPropertyRules } from "~/modules/ads/schemas";
import { ZAdClaim, ZAdInput, ZAdLinkRef, ZAdMessage, ZAdRef, ZAdSearch, ZAdUpdate } from "~/modules/ads/schemas";
import {
  createTRPCRouter,
  ownProcedure,
  platformProcedure,
  publicProcedure,
  scopedProcedure,
} from "~/platform/api/trpc";
import {
  listLostProperty,
  markLostItemReturned,
  postLostItem,
  setLostPropertyRules,
} from "~/modules/ads/server/lost-property";
import { getAdPage } from "~/modules/ads/server/ad-page";
import {
  boardChoices,
  boardIndex,
  getCategory,
  getMember,
  listCategories,
  listMyAds,
} from "~/modules/ads/server/board";
import { createAd } from "~/modules/ads/server/create-ad";
import { deleteAd, editableAd, getAdForEdit, updateAd } from "~/modules/ads/server/edit-ad";
import { setLike } from "~/modules/ads/server/likes";
import { setAdStatus } from "~/modules/ads/server/moderate-ad";
import { blockAdThread, listAdThreads, reportAdMessage, sendAdMessage } from "~/modules/ads/server/ad-messages";
import { claimAd } from "~/modules/ads/server/claim-ad";
import { decideClaim, listClaims, myClaim } from "~/modules/ads/server/decide-claim";
import { extendAd } from "~/modules/ads/server/expire-ads";
import { listAdMatches, returnedByWilaya } from "~/modules/ads/server/list-matches";
import { searchAds } from "~/modules/ads/server/search-ads";
import { adFields, adPhotos, linkToken, ZAdFormData } from "./form-data";
import { adEditorProcedure, boardProcedure } from "./gates";

/**
 * The lost & found board. Reading is public (published ads only); posting is open to visitors too (their ads wait
 * for moderation); editing and deleting go through the author's permission or a visitor's private link.
 */
export const adsRouter = createTRPCRouter({
  categories: publicProcedure.query(({ ctx }) => listCategories(ctx.db)),
  /** the filters' and the posting form's choices: category names and wilayas (in memory) */
  choices: publicProcedure.query(({ ctx }) => boardChoices(ctx.db)),
  /** the legacy index's one action: categories with their counts, the latest ads of each type */
  latest: publicProcedure.query(({ ctx }) => boardIndex(ctx.db)),
  category: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(60) }))
    .query(({ ctx, input }) => getCategory(ctx.db, input.slug)),
  search: publicProcedure.input(ZAdSearch).query(({ ctx, input }) => searchAds(ctx.db, input)),
  bySlug: publicProcedure.input(ZAdRef).query(({ ctx, input }) => getAdPage(ctx.db, ctx.actor, input.slug)),
  member: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(200), page: z.number().int().min(1).max(500).default(1) }))
    .query(async ({ ctx, input }) => {
      const member = await getMember(ctx.db, input.slug);
      return { member, ads: await searchAds(ctx.db, { authorId: member.id, page: input.page }) };
    }),

  /** Members and visitors alike (the service tells them apart); multipart, see form-data.ts. */
  create: publicProcedure
    .input(ZAdFormData)
    .mutation(async ({ ctx, input }) =>
      createAd(ctx.db, ctx.actor, adFields(ZAdInput, input), await adPhotos(input), ctx.ip),
    ),

  mine: ownProcedure.query(({ ctx }) => listMyAds(ctx.db, ctx.actor)),
  forEdit: adEditorProcedure("ad.edit").query(({ ctx }) => getAdForEdit(ctx.db, ctx.editable)),
  /** multipart: the ad (its slug in the "ad" part) is resolved after the form is read, as editableAd at the gate does for the others */
  update: boardProcedure("ad.edit")
    .input(ZAdFormData)
    .mutation(async ({ ctx, input }) => {
      const [fields, photos] = [adFields(ZAdUpdate, input), await adPhotos(input)];
      return updateAd(ctx.db, ctx.actor, await editableAd(ctx.db, ctx.actor, fields, "ad.edit"), fields, photos);
    }),
  delete: adEditorProcedure("ad.delete").mutation(async ({ ctx }) => {
    await deleteAd(ctx.db, ctx.actor, ctx.editable);
    return { ok: true as const };
  }),

  /** A visitor's private link: the token alone proves the right to edit or delete that one ad. */
  forEditWithLink: publicProcedure
    .input(ZAdLinkRef)
    .query(async ({ ctx, input }) => getAdForEdit(ctx.db, await editableAd(ctx.db, null, input, "ad.edit"))),
  updateWithLink: publicProcedure.input(ZAdFormData).mutation(async ({ ctx, input }) => {
    const [fields, photos] = [{ ...adFields(ZAdUpdate, input), token: linkToken(input) }, await adPhotos(input)];
    return updateAd(ctx.db, null, await editableAd(ctx.db, null, fields, "ad.edit"), fields, photos);
  }),
  deleteWithLink: publicProcedure.input(ZAdLinkRef).mutation(async ({ ctx, input }) => {
    await deleteAd(ctx.db, null, await editableAd(ctx.db, null, input, "ad.delete"));
    return { ok: true as const };
  }),

  /** Moderators publish a visitor's pending ad or hide a published one: the board's moderation is a platform grant. */
  moderate: platformProcedure("ad.moderate")
    .input(ZAdRef.extend({ status: z.enum(["PUBLISHED", "HIDDEN"]) }))
    .mutation(async ({ ctx, input }) => {
      await setAdStatus(ctx.db, ctx.actor, input);
      return { ok: true as const };
    }),

  /** The board that returns things (issue 33). Its poster's likely matches, best first. */
  matches: ownProcedure.input(ZAdRef).query(({ ctx, input }) => listAdMatches(ctx.db, ctx.actor, input.slug)),
  /** Its poster keeps an ad 60 more days (an expired one comes back); a visitor through their private link. */
  extend: ownProcedure.input(ZAdRef).mutation(({ ctx, input }) => extendAd(ctx.db, ctx.actor, input)),
  extendWithLink: publicProcedure.input(ZAdLinkRef).mutation(({ ctx, input }) => extendAd(ctx.db, null, input)),
  /** "It's mine": a member claims a found ad by answering its question; the finder accepts or refuses. */
  claim: ownProcedure.input(ZAdClaim).mutation(({ ctx, input }) => claimAd(ctx.db, ctx.actor, input)),
  myClaim: ownProcedure.input(ZAdRef).query(({ ctx, input }) => myClaim(ctx.db, ctx.actor, input.slug)),
  claims: ownProcedure.input(ZAdRef).query(({ ctx, input }) => listClaims(ctx.db, ctx.actor, input.slug)),
  decideClaim: ownProcedure
    .input(z.object({ claimId: recordId(), accept: z.boolean() }))
    .mutation(({ ctx, input }) => decideClaim(ctx.db, ctx.actor, input)),
  /** Returned ads per wilaya (the board's good news). */
  returned: publicProcedure.query(({ ctx }) => returnedByWilaya(ctx.db)),
  /** Safe contact: a member writes to a poster whose phone stays hidden; the poster answers, blocks, reports. */
  threads: ownProcedure.input(ZAdRef).query(({ ctx, input }) => listAdThreads(ctx.db, ctx.actor, input.slug)),
  sendMessage: ownProcedure.input(ZAdMessage).mutation(({ ctx, input }) => sendAdMessage(ctx.db, ctx.actor, input)),
  blockThread: ownProcedure
    .input(z.object({ threadId: recordId(), blocked: z.boolean() }))
    .mutation(({ ctx, input }) => blockAdThread(ctx.db, ctx.actor, input)),
  reportMessage: ownProcedure
    .input(z.object({ messageId: recordId(), reason: z.enum(["INAPPROPRIATE_CONTENT", "SCAM_OR_SPAM"]) }))
    .mutation(({ ctx, input }) => reportAdMessage(ctx.db, ctx.actor, input)),

  /** A school's lost property (/lost-property): its members read it; its staff post, set its rules, hand items back. */
  lostProperty: ownProcedure
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx, input }) => listLostProperty(ctx.db, ctx.actor, input)),
  postLostItem: scopedProcedure("lostProperty.manage", "school")
    .input(ZLostItem)
    .mutation(({ ctx, input }) => postLostItem(ctx.db, ctx.actor, ctx.scope, input)),
  lostPropertyRules: scopedProcedure("lostProperty.manage", "school")
    .input(ZLostPropertyRules)
    .mutation(({ ctx, input }) => setLostPropertyRules(ctx.db, ctx.scope, input)),
  lostItemReturned: scopedProcedure("lostProperty.manage", "lostItem")
    .input(z.object({ adId: recordId() }))
    .mutation(({ ctx }) => markLostItemReturned(ctx.db, ctx.scope)),

  /** Liking needs an account, no particular permission: the like is the actor's own (on a public ad, no school's record). */
  setLike: ownProcedure
    .input(z.object({ adId: recordId(), liked: z.boolean() }))
    .mutation(({ ctx, input }) => setLike(ctx.db, ctx.actor, input)),
});
