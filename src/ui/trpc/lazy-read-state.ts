import type { MessageRef } from "~/lib/messages";

/**
 * useLazyRead's states, without React: a read for `key` (its `attempt`-th try) is loading until it answers or fails;
 * a failure is said (its message), and a retry is a new attempt, loading again. An answer that arrives for another
 * key or an earlier attempt is not shown.
 */
export type LazyReadState<T> = {
  attempt: number;
  settled: { key: string; attempt: number; data: T } | { key: string; attempt: number; error: MessageRef } | null;
};

export type LazyReadEvent<T> =
  | { type: "answered"; key: string; attempt: number; data: T }
  | { type: "failed"; key: string; attempt: number; error: MessageRef }
  | { type: "retry" };

/** What a screen shows: the data, or the failure's message with a retry, or neither while it loads (or without a key). */
export interface LazyReadView<T> {
  data: T | null;
  error: MessageRef | null;
}

export const initialLazyRead: LazyReadState<never> = { attempt: 0, settled: null };

export function lazyReadReducer<T>(state: LazyReadState<T>, event: LazyReadEvent<T>): LazyReadState<T> {
  switch (event.type) {
    case "retry":
      return { attempt: state.attempt + 1, settled: null };
    case "answered":
      return event.attempt === state.attempt
        ? { ...state, settled: { key: event.key, attempt: event.attempt, data: event.data } }
        : state;
    case "failed":
      return event.attempt === state.attempt
        ? { ...state, settled: { key: event.key, attempt: event.attempt, error: event.error } }
        : state;
  }
}

export function lazyReadView<T>(state: LazyReadState<T>, key: string | null): LazyReadView<T> {
  const settled = state.settled;
  if (key === null || !settled || settled.key !== key || settled.attempt !== state.attempt)
    return { data: null, error: null };
  return "data" in settled ? { data: settled.data, error: null } : { data: null, error: settled.error };
}

/**
 * One try of a read: its answer or its failure, told while `live()` (the key, the attempt and the screen are still
 * the same when it settles).
 */
export async function runLazyRead<T>(
  read: () => Promise<T>,
  key: string,
  attempt: number,
  dispatch: (event: LazyReadEvent<T>) => void,
  live: () => boolean,
  messageOf: (error: unknown) => MessageRef,
): Promise<void> {
  try {
    const data = await read();
    if (live()) dispatch({ type: "answered", key, attempt, data });
  } catch (error) {
    if (live()) dispatch({ type: "failed", key, attempt, error: messageOf(error) });
  }
}
