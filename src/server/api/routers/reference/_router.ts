import { z } from "zod";
import { cachedWilayas } from "~/server/cache/reference-data";
import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { listCommunes } from "~/server/services/ads/board";

/** Wilayas and communes for address fields (public reference data). */
export const referenceRouter = createTRPCRouter({
  wilayas: publicProcedure.query(({ ctx }) => cachedWilayas(ctx.db)),
  communes: publicProcedure
    .input(z.object({ wilayaCode: z.string().regex(/^\d{2}$/) }))
    .query(({ ctx, input }) => listCommunes(ctx.db, input.wilayaCode)),
});
