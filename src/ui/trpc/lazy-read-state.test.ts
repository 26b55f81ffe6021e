import { describe, expect, it } from "vitest";
import type { MessageRef } from "~/lib/messages";
import {
  initialLazyRead,
  lazyReadReducer,
  lazyReadView,
  runLazyRead,
  type LazyReadEvent,
  type LazyReadState,
} from "./lazy-read-state";

/** useLazyRead's states driven as the hook drives them: a read per key and attempt, its answer or failure dispatched. */
function harness<T>() {
  let state: LazyReadState<T> = initialLazyRead;
  const dispatch = (event: LazyReadEvent<T>) => {
    state = lazyReadReducer(state, event);
  };
  const messageOf = (error: unknown): MessageRef => ({ key: "errors.operationFailed", values: { why: String(error) } });
  return {
    view: (key: string | null) => lazyReadView(state, key),
    read: (key: string, read: () => Promise<T>) =>
      runLazyRead(read, key, state.attempt, dispatch, () => true, messageOf),
    retry: () => dispatch({ type: "retry" }),
    dispatch,
    get attempt() {
      return state.attempt;
    },
  };
}

describe("useLazyRead's states", () => {
  it("a failed read says so (its message), and a retry loads again, then shows the answer", async () => {
    const h = harness<number>();
    expect(h.view("a")).toEqual({ data: null, error: null });
    await h.read("a", () => Promise.reject(new Error("offline")));
    expect(h.view("a")).toEqual({
      data: null,
      error: { key: "errors.operationFailed", values: { why: "Error: offline" } },
    });
    h.retry();
    // loading again: neither the old failure nor an answer
    expect(h.view("a")).toEqual({ data: null, error: null });
    await h.read("a", () => Promise.resolve(42));
    expect(h.view("a")).toEqual({ data: 42, error: null });
  });

  it("shows nothing for another key or without a key, and ignores what an earlier attempt answers late", async () => {
    const h = harness<number>();
    await h.read("a", () => Promise.resolve(1));
    expect(h.view("b")).toEqual({ data: null, error: null });
    expect(h.view(null)).toEqual({ data: null, error: null });
    const late = h.attempt;
    h.retry();
    h.dispatch({ type: "failed", key: "a", attempt: late, error: { key: "errors.operationFailed" } });
    expect(h.view("a")).toEqual({ data: null, error: null });
    await h.read("a", () => Promise.resolve(2));
    expect(h.view("a")).toEqual({ data: 2, error: null });
  });

  it("tells nothing once the screen moved on", async () => {
    let state: LazyReadState<number> = initialLazyRead;
    await runLazyRead(
      () => Promise.reject(new Error("x")),
      "a",
      0,
      (e) => (state = lazyReadReducer(state, e)),
      () => false,
      () => ({ key: "errors.operationFailed" }),
    );
    expect(state).toBe(initialLazyRead);
  });
});
