import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "~/platform/api/trpc";
import { verifyPaper } from "~/modules/documents/server/verify-paper";

/** /verify/{code} (issue 32): anyone holding a paper checks it; unknown codes count against the address (the service). */
export const verifyRouter = createTRPCRouter({
  check: publicProcedure
    .input(z.object({ code: z.string().max(40) }))
    .query(({ ctx, input }) => verifyPaper(ctx.db, input, ctx.ip)),
});
