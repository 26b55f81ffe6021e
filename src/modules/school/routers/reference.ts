import { z } from "zod";
import { cachedWilayas } from "~/platform/cache/reference-data";
import { createTRPCRouter, publicProcedure } from "~/platform/api/trpc";
import { listCommunes } from "~/modules/ads";

/** Wilayas and communes for address fields (public reference data). */
export const referenceRouter = createTRPCRouter({
  wilayas: publicProcedure.query(({ ctx }) => cachedWilayas(ctx.db)),
  communes: publicProcedure
    .input(z.object({ wilayaCode: z.string().regex(/^\d{2}$/) }))
    .query(({ ctx, input }) => listCommunes(ctx.db, input.wilayaCode)),
});
