import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ZSchoolYearInput, ZTermInput, ZUpdateSchoolYearInput } from "~/lib/schemas/school";
import { createTRPCRouter, permissionProcedure, protectedProcedure } from "~/server/api/trpc";
import {
  createSchoolYear,
  deleteSchoolYear,
  listSchoolYears,
  updateSchoolYear,
  updateTerm,
} from "~/server/services/school/years";
import { sessionsScreen } from "~/server/services/school/sessions-screen";

const byId = z.object({ id: recordId() });

/** School years ("sessions" in the spec) and their terms. */
export const schoolYearsRouter = createTRPCRouter({
  list: protectedProcedure.input(z.object({ schoolId: recordId() })).query(({ ctx, input }) => listSchoolYears(ctx.db, ctx.actor, input.schoolId)),
  create: permissionProcedure("session.create").input(ZSchoolYearInput).mutation(({ ctx, input }) => createSchoolYear(ctx.db, ctx.actor, input)),
  update: permissionProcedure("session.edit").input(ZUpdateSchoolYearInput).mutation(({ ctx, input }) => updateSchoolYear(ctx.db, ctx.actor, input)),
  updateTerm: permissionProcedure("session.edit").input(ZTermInput).mutation(({ ctx, input }) => updateTerm(ctx.db, ctx.actor, input)),
  delete: permissionProcedure("session.delete").input(byId).mutation(({ ctx, input }) => deleteSchoolYear(ctx.db, ctx.actor, input.id)),
  /** what /sessions shows: the years, their terms and the school's kind of terms (the page's one action) */
  screen: protectedProcedure.input(z.object({ schoolId: recordId() })).query(({ ctx, input }) => sessionsScreen(ctx.db, ctx.actor, input)),
});
