import { ZSchoolYearInput, ZTermInput, ZUpdateSchoolYearInput } from "~/modules/school/schemas/school";
import { createTRPCRouter, memberProcedure, scopedProcedure } from "~/platform/api/trpc";
import {
  createSchoolYear,
  deleteSchoolYear,
  listSchoolYears,
  updateSchoolYear,
  updateTerm,
} from "~/modules/school/server/years";
import { sessionsScreen } from "~/modules/school/server/sessions-screen";

/** School years ("sessions" in the spec) and their terms. */
export const schoolYearsRouter = createTRPCRouter({
  list: memberProcedure().query(({ ctx }) => listSchoolYears(ctx.db, ctx.school)),
  create: scopedProcedure("session.create", "school")
    .input(ZSchoolYearInput)
    .mutation(({ ctx, input }) => createSchoolYear(ctx.db, ctx.scope, input)),
  update: scopedProcedure("session.edit", "schoolYear", "id")
    .input(ZUpdateSchoolYearInput)
    .mutation(({ ctx, input }) => updateSchoolYear(ctx.db, ctx.scope, input)),
  updateTerm: scopedProcedure("session.edit", "term", "id")
    .input(ZTermInput)
    .mutation(({ ctx, input }) => updateTerm(ctx.db, ctx.scope, input)),
  delete: scopedProcedure("session.delete", "schoolYear", "id").mutation(({ ctx }) =>
    deleteSchoolYear(ctx.db, ctx.scope),
  ),
  /** what /sessions shows: the years, their terms and the school's kind of terms (the page's one action) */
  screen: memberProcedure().query(({ ctx }) => sessionsScreen(ctx.db, ctx.school)),
});
