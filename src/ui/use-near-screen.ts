"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * `near` turns true once the element is on screen or nearly (200 px away), or takes the focus (give its stand-in
 * `onFocus`). Fields whose full widget is heavy (the calendar, the select's combobox) stand in read-only until then:
 * a field hidden behind a "Filters" button on a phone, or far down a form, costs the phone's main thread nothing
 * (an element hidden with `display: none` never intersects). Stays true. `focused`: the stand-in was reached with
 * the keyboard, so the real widget takes the focus over (`autoFocus`).
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>): {
  near: boolean;
  focused: boolean;
  onFocus: () => void;
} {
  const [near, setNear] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return {
    near,
    focused,
    onFocus: () => {
      setFocused(true);
      setNear(true);
    },
  };
}
