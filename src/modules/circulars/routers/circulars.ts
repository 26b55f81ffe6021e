import { z } from "zod";
import { ZAnswerCircular, ZSendCircular } from "~/modules/circulars/schemas";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure, scopedProcedure, taughtClassProcedure } from "~/platform/api/trpc";
import { answerCircular } from "~/modules/circulars/server/answer-circular";
import { circularChoices, circularClassPupils } from "~/modules/circulars/server/circular-choices";
import { circularResults } from "~/modules/circulars/server/circular-results";
import { listCirculars } from "~/modules/circulars/server/list-circulars";
import { readCircular } from "~/modules/circulars/server/read-circular";
import { remindCircular } from "~/modules/circulars/server/remind-circular";
import { sendCircular } from "~/modules/circulars/server/send-circular";

/**
 * /circulars (issue 30). Sending is 'circular.send' in the school (a teacher: the classes they teach); a circular is
 * then its sender's and the school's administrators' to follow, and each family's to read and answer for its own
 * children (src/modules/circulars/server/circular-access.ts) — "own" records, as conversations are.
 */
export const circularsRouter = createTRPCRouter({
  /** the circulars I sent (an administrator: the school's) and those that reached my children */
  list: ownProcedure
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx, input }) => listCirculars(ctx.db, ctx.actor, input)),
  /** /circulars/new: the levels and classes I may address */
  choices: scopedProcedure("circular.send", "school").query(({ ctx }) => circularChoices(ctx.db, ctx.actor, ctx.scope)),
  /** the pupils of one of those classes (chosen families) */
  classPupils: taughtClassProcedure("circular.send").query(({ ctx }) => circularClassPupils(ctx.db, ctx.taught)),
  send: scopedProcedure("circular.send", "school")
    .input(ZSendCircular)
    .mutation(({ ctx, input }) => sendCircular(ctx.db, ctx.actor, input)),
  /** a circular I sent or that reached my children (a parent's reading marks it opened) */
  read: ownProcedure
    .input(z.object({ circularId: recordId() }))
    .mutation(({ ctx, input }) => readCircular(ctx.db, ctx.actor, input)),
  answer: ownProcedure.input(ZAnswerCircular).mutation(({ ctx, input }) => answerCircular(ctx.db, ctx.actor, input)),
  /** its answers per class (its sender and the school's administrators) */
  results: ownProcedure
    .input(z.object({ circularId: recordId(), lists: z.boolean().default(true) }))
    .query(({ ctx, input }) => circularResults(ctx.db, ctx.actor, input)),
  remind: ownProcedure
    .input(z.object({ circularId: recordId() }))
    .mutation(({ ctx, input }) => remindCircular(ctx.db, ctx.actor, input)),
});
