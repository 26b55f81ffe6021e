"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

/**
 * After a change: the page's server components render again with fresh data (router.refresh keeps what the client
 * holds — typed values, open dialogs, scroll).
 */
export function useRefresh() {
  const router = useRouter();
  return useCallback(async () => {
    router.refresh();
  }, [router]);
}
