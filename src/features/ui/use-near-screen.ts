"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element is on screen or nearly (200 px away), or has been focused (`reach`). Fields whose full
 * widget is heavy (the calendar, the select's combobox) stand in read-only until then: a field hidden behind a
 * "Filters" button on a phone, or far down a form, costs the phone's main thread nothing (an element hidden with
 * `display: none` never intersects). Stays true.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>): { near: boolean; reach: () => void } {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: "200px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return { near, reach: () => setNear(true) };
}
