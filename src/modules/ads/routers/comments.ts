import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ZCommentEdit, ZCommentInput } from "~/modules/ads/schemas";
import { createTRPCRouter, ownProcedure, publicProcedure } from "~/platform/api/trpc";
import { addComment, deleteComment, editComment, listComments, listMyComments } from "~/modules/ads/server/comments";
import { boardProcedure } from "./gates";

/**
 * Comments under public ads: everyone reads, members write, authors edit and delete their own (a board moderator
 * deletes any, through the platform grant). A comment is its author's own record on no school's ad: declared "own"
 * (boardProcedure); the service reads the comment, under its ad's lock for a delete (a concurrent delete or hide has
 * finished by then), and decides author or moderator on that read.
 */
export const commentsRouter = createTRPCRouter({
  list: publicProcedure
    .input(z.object({ adId: recordId() }))
    .query(({ ctx, input }) => listComments(ctx.db, input.adId)),
  mine: ownProcedure.query(({ ctx }) => listMyComments(ctx.db, ctx.actor)),
  create: boardProcedure("comment.create")
    .input(ZCommentInput)
    .mutation(({ ctx, input }) => addComment(ctx.db, ctx.actor, input)),
  update: boardProcedure("comment.edit")
    .input(ZCommentEdit)
    .mutation(async ({ ctx, input }) => {
      await editComment(ctx.db, ctx.actor, input);
      return { ok: true as const };
    }),
  delete: boardProcedure("comment.delete")
    .input(z.object({ id: recordId() }))
    .mutation(async ({ ctx, input }) => {
      await deleteComment(ctx.db, ctx.actor, input);
      return { ok: true as const };
    }),
});
