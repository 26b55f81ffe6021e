"use client";

import { useDebouncedCallback } from "@mantine/hooks";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, useTransition } from "react";

/**
 * A screen's choices kept in its address (?year=…&q=…&page=…), so that the server renders the matching data and a
 * reload, a shared link or the back button show the same list. `set` replaces the entry (no history per keystroke);
 * `pending` is true while the server renders the new state.
 */
export function useUrlParams() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const set = (changes: Record<string, string | number | null | undefined>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };
  return { get: (key: string) => params.get(key), set, pending };
}

/**
 * The search box and the page of a server-rendered list: the box answers at once, the address (?q=, page back to
 * 1) follows after `delay` ms of quiet. Read the same `q` and `page` on the server with `listParams`.
 */
export function useUrlSearch(delay = 300) {
  const url = useUrlParams();
  const [search, setSearchNow] = useState(url.get("q") ?? "");
  const push = useDebouncedCallback((q: string) => url.set({ q: q.trim(), page: null }), delay);
  const setSearch = (value: string) => {
    setSearchNow(value);
    push(value);
  };
  const page = Math.max(1, Number(url.get("page")) || 1);
  return { search, setSearch, page, setPage: (p: number) => url.set({ page: p > 1 ? p : null }), pending: url.pending };
}
