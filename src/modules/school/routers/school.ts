import { z } from "zod";
import { ZCreateSchoolInput, ZStaffInput } from "~/modules/school/schemas/school";
import { ZSchoolSettingsInput } from "~/modules/school/schemas/school-settings";
import {
  createTRPCRouter,
  ownProcedure,
  platformProcedure,
  publicProcedure,
  scopedProcedure,
} from "~/platform/api/trpc";
import {
  addSchoolAdmin,
  createSchool,
  getSchoolBySlug,
  getSchoolSettings,
  listSchools,
  schoolsOf,
  setSchoolFlags,
  updateSchoolSettings,
} from "~/modules/school/server/school";
import { activeSchool } from "~/modules/school/server/active-school";
import { schoolPublicPage } from "~/modules/school/server/public-face";

export const schoolRouter = createTRPCRouter({
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(200) }))
    .query(({ ctx, input }) => getSchoolBySlug(ctx.db, input.slug)),
  /** the school's public page: its public fields, public events to come and main-page resources */
  publicPage: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(200) }))
    .query(({ ctx, input }) => schoolPublicPage(ctx.db, input.slug)),
  mine: ownProcedure.query(({ ctx }) => schoolsOf(ctx.db, ctx.actor)),
  /**
   * the school the screens show: the chosen one (the picker's cookie; an unreadable one is no choice) or the first —
   * the actor's own: the slug only picks among the schools their own roles open (belongsTo; a foreign one is no
   * choice), and the invitations counted are those addressed to them
   */
  active: ownProcedure
    .input(z.object({ slug: z.string().max(200).nullable().catch(null) }))
    .query(({ ctx, input }) => activeSchool(ctx.db, ctx.actor, input.slug)),

  list: platformProcedure("school.create")
    .input(z.object({ search: z.string().trim().max(100).optional(), page: z.number().int().min(1).default(1) }))
    .query(({ ctx, input }) => listSchools(ctx.db, ctx.actor, input)),
  create: platformProcedure("school.create")
    .input(ZCreateSchoolInput)
    .mutation(({ ctx, input }) => createSchool(ctx.db, ctx.actor, input)),
  addAdmin: platformProcedure("school.create")
    .input(ZStaffInput)
    .mutation(({ ctx, input }) => addSchoolAdmin(ctx.db, ctx.actor, input)),

  settings: scopedProcedure("school.edit", "school").query(({ ctx }) => getSchoolSettings(ctx.db, ctx.scope)),
  updateSettings: scopedProcedure("school.edit", "school")
    .input(ZSchoolSettingsInput)
    .mutation(({ ctx, input }) => updateSchoolSettings(ctx.db, ctx.scope, input)),
  setFlags: scopedProcedure("school.edit", "school")
    .input(z.object({ maintenance: z.boolean().optional(), holidayMode: z.boolean().optional() }))
    .mutation(({ ctx, input }) => setSchoolFlags(ctx.db, ctx.scope, input)),
});
