"use client";

import { useState } from "react";
import { useLocale } from "~/i18n/client";
import type { Locale } from "~/i18n/config";
import type { WaslaTrpcClient } from "./client";

/** The browser's tRPC client, fetched with the first call (and kept): `(await lazyTrpc(locale)).ads.setLike.mutate(…)`. */
export function lazyTrpc(locale: Locale): Promise<WaslaTrpcClient> {
  return import("./client").then((m) => m.browserClient(locale));
}

/**
 * A call to the server from a page that makes one only when someone acts (likes an ad, reports it, signs up): the
 * tRPC client and superjson (~11 kB) load at the first call instead of with the page, and no react-query provider
 * is needed. Shaped like react-query's useMutation where the screens used it: `mutateAsync` and `isPending`.
 */
export function useLazyMutation<I, O>(call: (trpc: WaslaTrpcClient, input: I) => Promise<O>) {
  const locale = useLocale();
  const [isPending, setPending] = useState(false);
  const mutateAsync = async (input: I) => {
    setPending(true);
    try {
      return await call(await lazyTrpc(locale), input);
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}
