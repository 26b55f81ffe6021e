"use client";

import { useCallback, useEffect, useReducer } from "react";
import { errorMessage, useLocale } from "~/i18n/client";
import type { MessageRef } from "~/lib/messages";
import {
  initialLazyRead,
  lazyReadReducer,
  lazyReadView,
  runLazyRead,
  type LazyReadEvent,
  type LazyReadState,
} from "./lazy-read-state";
import { lazyTrpc } from "./lazy";

export interface LazyRead<T> {
  /** the answer for the current key; null while it loads, when it failed, and when `key` is null */
  data: T | null;
  /** why the read failed (the server's message, else errors.operationFailed), to show with a retry */
  error: MessageRef | null;
  /** reads again (loading meanwhile) */
  retry: () => void;
}

/**
 * A server read through the lazily loaded tRPC client (no react-query on the page), again whenever `key` changes.
 * Screens use it for a small read that follows a choice: how many people an audience reaches, the pupils of the class
 * just chosen. A failure is not a blank: the screen says it (`<ReadFailed>`, features/ui) and offers `retry`.
 */
export function useLazyRead<T>(
  key: string | null,
  read: (trpc: Awaited<ReturnType<typeof lazyTrpc>>) => Promise<T>,
): LazyRead<T> {
  const locale = useLocale();
  const [state, dispatch] = useReducer(
    lazyReadReducer as (state: LazyReadState<T>, event: LazyReadEvent<T>) => LazyReadState<T>,
    initialLazyRead,
  );
  const { attempt } = state;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void runLazyRead(
      () => lazyTrpc(locale).then(read),
      key,
      attempt,
      dispatch,
      () => live,
      errorMessage,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `read` reads
  }, [key, locale, attempt]);
  const retry = useCallback(() => dispatch({ type: "retry" }), []);
  return { ...lazyReadView(state, key), retry };
}
