"use client";

import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement } from "react";

export type MenuPosition = "bottom-start" | "bottom-end";
export type MenuEntry =
  | { kind: "label"; text: string }
  | { kind: "divider" }
  /** `external`: a plain link (a full page load, e.g. the language switch); otherwise a Next.js link */
  | { kind: "link"; href: string; text: string; external?: boolean; lang?: string; bold?: boolean; testId?: string }
  | { kind: "action"; text: string; onClick: () => void; color?: string; testId?: string };

const loadMenu = () => import("./header-menu");
const HeaderMenu = lazy(() => loadMenu().then((m) => ({ default: m.HeaderMenu })));

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
};

/**
 * A header menu whose code arrives when it is first used: until then its button stands alone (the same button),
 * fetching the menu's code as a pointer or finger reaches it or it takes the focus; the first press opens the menu
 * as soon as that code is there, and the focus stays on the button.
 */
export function LazyMenu({
  target,
  entries,
  position,
}: {
  target: ReactElement<TriggerProps>;
  entries: MenuEntry[];
  position: MenuPosition;
}) {
  const [used, setUsed] = useState(false);
  const hadFocus = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const prefetch = () => void loadMenu();
  const trigger = cloneElement(target, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: prefetch,
    onTouchStart: prefetch,
    onFocus: prefetch,
    onClick: () => {
      hadFocus.current = document.activeElement !== null && wrapper.current?.contains(document.activeElement) === true;
      setUsed(true);
    },
  });
  return (
    <span ref={wrapper} style={{ display: "contents" }}>
      {used ? (
        <Suspense fallback={trigger}>
          <HeaderMenu target={target} entries={entries} position={position} focusTarget={hadFocus.current} />
        </Suspense>
      ) : (
        trigger
      )}
    </span>
  );
}
