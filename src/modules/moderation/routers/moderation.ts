import { z } from "zod";
import { recordId } from "~/lib/validation";
import {
  ZAdCategory,
  ZCategoryInput,
  ZComplaintList,
  ZModerateAd,
  ZModerationAdList,
  ZMoveCategory,
  ZResolveComplaint,
  ZUpdateCategory,
} from "~/modules/moderation/schemas";
import { createTRPCRouter, platformProcedure } from "~/platform/api/trpc";
import { adForModeration, listAdsForModeration, moderateAd, setAdCategory } from "~/modules/moderation/server/ads";
import {
  createCategory,
  deleteCategory,
  listCategoriesForAdmin,
  moveCategory,
  updateCategory,
} from "~/modules/moderation/server/categories";
import { listComplaints, resolveComplaint } from "~/modules/moderation/server/complaints";
import { moderationOverview } from "~/modules/moderation/server/overview";

/** The moderation area (/admin): ads in every state, complaints, categories, and the audit trail. */
export const moderationRouter = createTRPCRouter({
  overview: platformProcedure("ad.moderate").query(({ ctx }) => moderationOverview(ctx.db, ctx.actor)),

  ads: platformProcedure("ad.moderate")
    .input(ZModerationAdList)
    .query(({ ctx, input }) => listAdsForModeration(ctx.db, ctx.actor, input)),
  ad: platformProcedure("ad.moderate")
    .input(z.object({ slug: z.string().min(1).max(200) }))
    .query(({ ctx, input }) => adForModeration(ctx.db, ctx.actor, input.slug)),
  moderateAd: platformProcedure("ad.moderate")
    .input(ZModerateAd)
    .mutation(({ ctx, input }) => moderateAd(ctx.db, ctx.actor, input)),
  setAdCategory: platformProcedure("ad.moderate")
    .input(ZAdCategory)
    .mutation(({ ctx, input }) => setAdCategory(ctx.db, ctx.actor, input)),

  complaints: platformProcedure("report.edit")
    .input(ZComplaintList)
    .query(({ ctx, input }) => listComplaints(ctx.db, ctx.actor, input)),
  resolveComplaint: platformProcedure("report.edit")
    .input(ZResolveComplaint)
    .mutation(({ ctx, input }) => resolveComplaint(ctx.db, ctx.actor, input)),

  categories: platformProcedure("category.edit").query(({ ctx }) => listCategoriesForAdmin(ctx.db, ctx.actor)),
  createCategory: platformProcedure("category.create")
    .input(ZCategoryInput)
    .mutation(({ ctx, input }) => createCategory(ctx.db, ctx.actor, input)),
  updateCategory: platformProcedure("category.edit")
    .input(ZUpdateCategory)
    .mutation(({ ctx, input }) => updateCategory(ctx.db, ctx.actor, input)),
  moveCategory: platformProcedure("category.edit")
    .input(ZMoveCategory)
    .mutation(({ ctx, input }) => moveCategory(ctx.db, ctx.actor, input)),
  deleteCategory: platformProcedure("category.delete")
    .input(z.object({ id: recordId() }))
    .mutation(({ ctx, input }) => deleteCategory(ctx.db, ctx.actor, input.id)),
});
