"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useLive } from "~/ui/live";

/**
 * The open inbox (/messages), drawn again by the server when the live channel says a conversation of mine changed
 * (a new one, a message, an edit), my unread counts moved, or events may have been missed. Several events in a
 * burst (a class's message) make one redraw.
 */
export function InboxLive() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLive((event) => {
    if (event.kind !== "conversation" && event.kind !== "unread" && event.kind !== "resync") return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), 150);
  });
  return null;
}
