import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ZCreateSchoolInput, ZStaffInput } from "~/lib/schemas/school";
import { ZSchoolSettingsInput } from "~/lib/schemas/school-settings";
import { createTRPCRouter, permissionProcedure, protectedProcedure, publicProcedure } from "~/server/api/trpc";
import {
  addSchoolAdmin,
  createSchool,
  getSchoolBySlug,
  getSchoolSettings,
  listSchools,
  schoolsOf,
  setSchoolFlags,
  updateSchoolSettings,
} from "~/server/services/school/school";
import { activeSchool } from "~/server/services/school/active-school";
import { schoolPublicPage } from "~/server/services/school-life/public-face";

const schoolId = z.object({ schoolId: recordId() });

export const schoolRouter = createTRPCRouter({
  bySlug: publicProcedure.input(z.object({ slug: z.string().min(1).max(200) })).query(({ ctx, input }) => getSchoolBySlug(ctx.db, input.slug)),
  /** the school's public page: its public fields, public events to come and main-page resources */
  publicPage: publicProcedure.input(z.object({ slug: z.string().min(1).max(200) })).query(({ ctx, input }) => schoolPublicPage(ctx.db, input.slug)),
  mine: protectedProcedure.query(({ ctx }) => schoolsOf(ctx.db, ctx.actor)),
  /** the school the screens show: the chosen one (the picker's cookie; an unreadable one is no choice) or the first */
  active: protectedProcedure
    .input(z.object({ slug: z.string().max(200).nullable().catch(null) }))
    .query(({ ctx, input }) => activeSchool(ctx.db, ctx.actor, input.slug)),

  list: permissionProcedure("school.create")
    .input(z.object({ search: z.string().trim().max(100).optional(), page: z.number().int().min(1).default(1) }))
    .query(({ ctx, input }) => listSchools(ctx.db, ctx.actor, input)),
  create: permissionProcedure("school.create").input(ZCreateSchoolInput).mutation(({ ctx, input }) => createSchool(ctx.db, ctx.actor, input)),
  addAdmin: permissionProcedure("school.create").input(ZStaffInput).mutation(({ ctx, input }) => addSchoolAdmin(ctx.db, ctx.actor, input)),

  settings: permissionProcedure("school.edit").input(schoolId).query(({ ctx, input }) => getSchoolSettings(ctx.db, ctx.actor, input.schoolId)),
  updateSettings: permissionProcedure("school.edit")
    .input(ZSchoolSettingsInput)
    .mutation(({ ctx, input }) => updateSchoolSettings(ctx.db, ctx.actor, input)),
  setFlags: permissionProcedure("school.edit")
    .input(z.object({ schoolId: recordId(), maintenance: z.boolean().optional(), holidayMode: z.boolean().optional() }))
    .mutation(({ ctx, input }) => setSchoolFlags(ctx.db, ctx.actor, input)),
});
