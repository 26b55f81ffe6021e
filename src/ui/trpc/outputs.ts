import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/modules/root";

/** What each procedure returns, for typing screens: RouterOutputs["classes"]["bySlug"]. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
