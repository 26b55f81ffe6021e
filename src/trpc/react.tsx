"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import superjson from "superjson";
import type { Locale } from "~/i18n/config";
import type { AppRouter } from "~/server/api/root";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** What each procedure returns, for typing screens: RouterOutputs["classes"]["bySlug"]. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function TrpcReactProvider({ children, locale }: { children: ReactNode; locale: Locale }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(() => {
    const common = { url: "/api/trpc", transformer: superjson, headers: () => ({ "x-wasla-locale": locale }) };
    return createTRPCClient<AppRouter>({
      links: [
        // FormData (file uploads) cannot be batched as JSON
        splitLink({ condition: (op) => isNonJsonSerializable(op.input), true: httpLink(common), false: httpBatchLink(common) }),
      ],
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
