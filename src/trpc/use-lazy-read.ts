"use client";

import { useEffect, useState } from "react";
import { useLocale } from "~/i18n/client";
import { lazyTrpc } from "./lazy";

/**
 * A server read through the lazily loaded tRPC client (no react-query on the page), again whenever `key` changes;
 * null until it answers (and when `key` is null). Screens use it for a small read that follows a choice: how many
 * people an audience reaches, the pupils of the class just chosen.
 */
export function useLazyRead<T>(key: string | null, read: (trpc: Awaited<ReturnType<typeof lazyTrpc>>) => Promise<T>): T | null {
  const locale = useLocale();
  const [value, setValue] = useState<{ key: string; data: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void lazyTrpc(locale)
      .then(read)
      .then((data) => live && setValue({ key, data }))
      .catch(() => live && setValue(null));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `read` reads
  }, [key, locale]);
  return value && value.key === key ? value.data : null;
}
