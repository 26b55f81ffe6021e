import { z } from "zod";
import { requiredString } from "~/lib/validation";
import { createTRPCRouter, permissionProcedure, publicProcedure } from "~/server/api/trpc";
import { createSchool, getSchoolBySlug, setSchoolFlags } from "~/server/services/school/school";

export const schoolRouter = createTRPCRouter({
  bySlug: publicProcedure.input(z.object({ slug: z.string().min(1) })).query(({ ctx, input }) => getSchoolBySlug(ctx.db, input.slug)),

  create: permissionProcedure("school.create")
    .input(z.object({ name: requiredString(150), slug: z.string().regex(/^[a-z0-9-]{3,60}$/).optional() }))
    .mutation(({ ctx, input }) => createSchool(ctx.db, ctx.actor, input)),

  setFlags: permissionProcedure("school.edit")
    .input(z.object({ schoolId: z.string().min(1), maintenance: z.boolean().optional(), holidayMode: z.boolean().optional() }))
    .mutation(({ ctx, input }) => setSchoolFlags(ctx.db, ctx.actor, input)),
});
