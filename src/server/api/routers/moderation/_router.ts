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
} from "~/lib/schemas/moderation";
import { createTRPCRouter, permissionProcedure } from "~/server/api/trpc";
import { adForModeration, listAdsForModeration, moderateAd, setAdCategory } from "~/server/services/moderation/ads";
import { createCategory, deleteCategory, listCategoriesForAdmin, moveCategory, updateCategory } from "~/server/services/moderation/categories";
import { listComplaints, resolveComplaint } from "~/server/services/moderation/complaints";
import { moderationOverview } from "~/server/services/moderation/overview";

/** The moderation area (/admin): ads in every state, complaints, categories, and the audit trail. */
export const moderationRouter = createTRPCRouter({
  overview: permissionProcedure("ad.moderate").query(({ ctx }) => moderationOverview(ctx.db, ctx.actor)),

  ads: permissionProcedure("ad.moderate").input(ZModerationAdList).query(({ ctx, input }) => listAdsForModeration(ctx.db, ctx.actor, input)),
  ad: permissionProcedure("ad.moderate")
    .input(z.object({ slug: z.string().min(1).max(200) }))
    .query(({ ctx, input }) => adForModeration(ctx.db, ctx.actor, input.slug)),
  moderateAd: permissionProcedure("ad.moderate").input(ZModerateAd).mutation(({ ctx, input }) => moderateAd(ctx.db, ctx.actor, input)),
  setAdCategory: permissionProcedure("ad.moderate").input(ZAdCategory).mutation(({ ctx, input }) => setAdCategory(ctx.db, ctx.actor, input)),

  complaints: permissionProcedure("report.edit").input(ZComplaintList).query(({ ctx, input }) => listComplaints(ctx.db, ctx.actor, input)),
  resolveComplaint: permissionProcedure("report.edit")
    .input(ZResolveComplaint)
    .mutation(({ ctx, input }) => resolveComplaint(ctx.db, ctx.actor, input)),

  categories: permissionProcedure("category.edit").query(({ ctx }) => listCategoriesForAdmin(ctx.db, ctx.actor)),
  createCategory: permissionProcedure("category.create").input(ZCategoryInput).mutation(({ ctx, input }) => createCategory(ctx.db, ctx.actor, input)),
  updateCategory: permissionProcedure("category.edit").input(ZUpdateCategory).mutation(({ ctx, input }) => updateCategory(ctx.db, ctx.actor, input)),
  moveCategory: permissionProcedure("category.edit").input(ZMoveCategory).mutation(({ ctx, input }) => moveCategory(ctx.db, ctx.actor, input)),
  deleteCategory: permissionProcedure("category.delete")
    .input(z.object({ id: recordId() }))
    .mutation(({ ctx, input }) => deleteCategory(ctx.db, ctx.actor, input.id)),
});
