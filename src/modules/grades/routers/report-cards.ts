import { z } from "zod";
import { ZCardRemarks, ZClassTerm } from "~/modules/grades/schemas";
import { addressChoice, recordId } from "~/lib/validation";
import { READS_CHILD } from "~/platform/api/relations";
import {
  cardProcedure,
  childProcedure,
  createTRPCRouter,
  memberProcedure,
  publicProcedure,
  scopedProcedure,
  taughtClassProcedure,
} from "~/platform/api/trpc";
import { generateReportCards } from "~/modules/grades/server/generate-report-cards";
import { getReportCard } from "~/modules/grades/server/get-report-card";
import { classCards } from "~/modules/grades/server/list-class-cards";
import { studentCards } from "~/modules/grades/server/list-student-cards";
import { classCardsForPrint } from "~/modules/grades/server/print-class-cards";
import { cardForRender } from "~/modules/grades/server/print-report-card";
import { setRelease } from "~/modules/grades/server/release-report-cards";
import { saveRemarks } from "~/modules/grades/server/save-remarks";
import { reportCardsScreen } from "~/modules/grades/server/report-cards-screen";

const id = recordId();

export const reportCardsRouter = createTRPCRouter({
  /** generates a class's cards for a term, or names the missing grades */
  generate: taughtClassProcedure("reportCard.generate")
    .input(ZClassTerm)
    .mutation(({ ctx, input }) => generateReportCards(ctx.db, ctx.taught, input)),
  /** a class's cards for a term, for its staff */
  ofClass: taughtClassProcedure("role")
    .input(ZClassTerm)
    .query(({ ctx, input }) => classCards(ctx.db, ctx.actor, ctx.taught, input)),
  /** one card: its class's staff; the student and parents once released */
  get: cardProcedure().query(({ ctx }) => getReportCard(ctx.db, ctx.actor, ctx.card)),
  /** the print view of the PDF job (card-pdf-job.ts): a token signed for this card is its only permission; not over HTTP */
  forRender: publicProcedure
    .meta({ serverOnly: true, scope: { kind: "signed" } })
    .input(z.object({ id, token: z.string().min(1).max(200) }))
    .query(({ ctx, input }) => cardForRender(ctx.db, input)),
  /** a class's cards for a term as printed (the print view and its PDF), for its staff */
  ofClassForPrint: taughtClassProcedure("role")
    .input(ZClassTerm)
    .query(({ ctx, input }) => classCardsForPrint(ctx.db, ctx.actor, ctx.taught, input)),
  /** a student's cards (released ones for the family) and their evolution */
  ofStudent: childProcedure(READS_CHILD).query(({ ctx }) => studentCards(ctx.db, ctx.actor, ctx.child)),
  saveRemarks: scopedProcedure("gradebook.edit", "reportCard", "id")
    .input(ZCardRemarks)
    .mutation(({ ctx, input }) => saveRemarks(ctx.db, ctx.actor, ctx.scope, input)),
  /** makes a class's cards for a term public to its students and parents, or withdraws them */
  setRelease: taughtClassProcedure("reportCard.generate")
    .input(ZClassTerm.extend({ released: z.boolean() }))
    .mutation(({ ctx, input }) => setRelease(ctx.db, ctx.actor, ctx.taught, input)),
  /** what /report-cards shows: a class's cards for its staff, a child's released ones for the family (the page's one action) */
  screen: memberProcedure()
    .input(z.object({ class: addressChoice(), term: addressChoice(), student: addressChoice() }))
    .query(({ ctx, input }) => reportCardsScreen(ctx.db, ctx.actor, ctx.school, input)),
});
