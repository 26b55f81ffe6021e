import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ZCommentEdit, ZCommentInput } from "~/lib/schemas/ads";
import { createTRPCRouter, ownProcedure, permissionProcedure, publicProcedure } from "~/server/api/trpc";
import { addComment, deleteComment, editComment, listComments, listMyComments } from "~/server/services/ads/comments";

/** Comments under public ads: everyone reads, members write, authors edit and delete their own. */
export const commentsRouter = createTRPCRouter({
  list: publicProcedure.input(z.object({ adId: recordId() })).query(({ ctx, input }) => listComments(ctx.db, input.adId)),
  mine: ownProcedure.query(({ ctx }) => listMyComments(ctx.db, ctx.actor)),
  create: permissionProcedure("comment.create").input(ZCommentInput).mutation(({ ctx, input }) => addComment(ctx.db, ctx.actor, input)),
  update: permissionProcedure("comment.edit").input(ZCommentEdit).mutation(async ({ ctx, input }) => {
    await editComment(ctx.db, ctx.actor, input);
    return { ok: true as const };
  }),
  delete: permissionProcedure("comment.delete").input(z.object({ id: recordId() })).mutation(async ({ ctx, input }) => {
    await deleteComment(ctx.db, ctx.actor, input);
    return { ok: true as const };
  }),
});
