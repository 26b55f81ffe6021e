"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext } from "react";

/**
 * What "show the new state" means on a screen still under react-query: its queries fetched again. TrpcReactProvider
 * provides it; screens rendered from the server's data need none.
 */
export const QueryRefreshContext = createContext<(() => Promise<unknown>) | null>(null);

/**
 * After a change: the page's server components render again with fresh data (router.refresh keeps what the client
 * holds — typed values, open dialogs, scroll) and, under TrpcReactProvider, react-query's queries are refetched.
 */
export function useRefresh() {
  const router = useRouter();
  const invalidate = useContext(QueryRefreshContext);
  return useCallback(async () => {
    router.refresh();
    await invalidate?.();
  }, [router, invalidate]);
}
