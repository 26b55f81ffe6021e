"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import { QueryRefreshContext } from "~/features/ui/refresh";
import { useLocale } from "~/i18n/client";
import type { AppRouter } from "~/server/api/root";
import { browserClient, createClient } from "./client";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** What each procedure returns, for typing screens: RouterOutputs["classes"]["bySlug"]. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const makeQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

// each page that calls tRPC from the browser mounts its own provider: the browser keeps one cache across them, so
// going from screen to screen reuses what was loaded (the server makes a new one per request)
let browserQueryClient: QueryClient | undefined;
const queryClientHere = () => (typeof window === "undefined" ? makeQueryClient() : (browserQueryClient ??= makeQueryClient()));

/**
 * tRPC with react-query for the screens under it. Not in the root layout: a page whose client components call
 * `useTRPC` wraps them in this provider (src/trpc/provider-pages.test.ts checks every page), and the pages that do
 * not — the public ones above all — leave react-query, the tRPC client and superjson (~20 kB) out of their JavaScript.
 */
export function TrpcReactProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [queryClient] = useState(queryClientHere);
  const [trpcClient] = useState(() => (typeof window === "undefined" ? createClient(locale) : browserClient(locale)));
  const [invalidate] = useState(() => () => queryClient.invalidateQueries());
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <QueryRefreshContext.Provider value={invalidate}>{children}</QueryRefreshContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
