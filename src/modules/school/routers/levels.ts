import { ZLevelCoefficientInput, ZLevelInput, ZUpdateLevelInput } from "~/modules/school/schemas/school";
import { createTRPCRouter, memberProcedure, scopedProcedure } from "~/platform/api/trpc";
import { createLevel, deleteLevel, listLevels, setLevelCoefficient, updateLevel } from "~/modules/school/server/levels";

export const levelsRouter = createTRPCRouter({
  list: memberProcedure().query(({ ctx }) => listLevels(ctx.db, ctx.school)),
  create: scopedProcedure("level.create", "school")
    .input(ZLevelInput)
    .mutation(({ ctx, input }) => createLevel(ctx.db, ctx.scope, input)),
  update: scopedProcedure("level.edit", "level", "id")
    .input(ZUpdateLevelInput)
    .mutation(({ ctx, input }) => updateLevel(ctx.db, ctx.scope, input)),
  setCoefficient: scopedProcedure("level.edit", "level")
    .input(ZLevelCoefficientInput)
    .mutation(({ ctx, input }) => setLevelCoefficient(ctx.db, ctx.scope, input)),
  delete: scopedProcedure("level.delete", "level", "id").mutation(({ ctx }) => deleteLevel(ctx.db, ctx.scope)),
});
