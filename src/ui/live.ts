"use client";

import { useEffect, useRef } from "react";
import type { LiveEvent } from "~/lib/live-events";

const whenIdle = (fn: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
};

/**
 * Calls `onEvent` with each event of this browser's live channel (src/ui/live-connection.ts, loaded once the page is
 * idle, so no page carries it in its first load), and with "resync" when the tab comes back into view (events may
 * have been missed while it slept). The latest `onEvent` is called: it may close over the screen's state.
 */
export function useLive(onEvent: (event: LiveEvent) => void): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import("~/ui/live-connection").then(({ followLive }) => {
        if (!cancelled) stop = followLive((event) => latest.current(event));
      });
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") latest.current({ kind: "resync" });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}
