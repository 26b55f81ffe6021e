import { z } from "zod";
import { cachedWilayas } from "~/server/cache/reference-data";
import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";

/** Wilayas and communes for address fields (public reference data). */
export const referenceRouter = createTRPCRouter({
  wilayas: publicProcedure.query(({ ctx }) => cachedWilayas(ctx.db)),
  communes: publicProcedure
    .input(z.object({ wilayaCode: z.string().regex(/^\d{2}$/) }))
    .query(({ ctx, input }) =>
      ctx.db.commune.findMany({
        where: { wilayaCode: input.wilayaCode },
        orderBy: { nameFr: "asc" },
        select: { code: true, nameFr: true, nameAr: true },
      }),
    ),
});
