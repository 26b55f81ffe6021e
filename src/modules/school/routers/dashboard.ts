import { z } from "zod";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, memberProcedure, ownProcedure } from "~/platform/api/trpc";
import { dashboardOverview } from "~/modules/school/server/dashboard";
import { dashboardHome } from "~/modules/school/server/dashboard-home";

export const dashboardRouter = createTRPCRouter({
  /**
   * the actor's own: what their own roles in the named school give them (its counts to its administrators, its year to
   * its members, a teacher's classes, a student's class, a parent's children); anyone else, or no school, gets the
   * generic page (nulls) — no school is resolved and no school's right is used, so it is declared "own", not a school's
   */
  overview: ownProcedure
    .input(z.object({ schoolId: recordId().nullable() }))
    .query(({ ctx, input }) => dashboardOverview(ctx.db, ctx.actor, input.schoolId)),
  /**
   * what /dashboard shows for a school the actor belongs to (the page's one action, through the server caller): each
   * person their part of it. It also counts what waits in the actor's other schools where they are family — read
   * through their own roles there (schoolsOf, waitingFor), never a school's right, so the one school to gate is this one
   */
  home: memberProcedure().query(({ ctx }) => dashboardHome(ctx.db, ctx.actor, ctx.school)),
});
