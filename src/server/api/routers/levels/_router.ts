import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ZLevelCoefficientInput, ZLevelInput, ZUpdateLevelInput } from "~/lib/schemas/school";
import { createTRPCRouter, permissionProcedure, protectedProcedure } from "~/server/api/trpc";
import { createLevel, deleteLevel, listLevels, setLevelCoefficient, updateLevel } from "~/server/services/school/levels";

export const levelsRouter = createTRPCRouter({
  list: protectedProcedure.input(z.object({ schoolId: recordId() })).query(({ ctx, input }) => listLevels(ctx.db, ctx.actor, input.schoolId)),
  create: permissionProcedure("level.create").input(ZLevelInput).mutation(({ ctx, input }) => createLevel(ctx.db, ctx.actor, input)),
  update: permissionProcedure("level.edit").input(ZUpdateLevelInput).mutation(({ ctx, input }) => updateLevel(ctx.db, ctx.actor, input)),
  setCoefficient: permissionProcedure("level.edit")
    .input(ZLevelCoefficientInput)
    .mutation(({ ctx, input }) => setLevelCoefficient(ctx.db, ctx.actor, input)),
  delete: permissionProcedure("level.delete")
    .input(z.object({ id: recordId() }))
    .mutation(({ ctx, input }) => deleteLevel(ctx.db, ctx.actor, input.id)),
});
