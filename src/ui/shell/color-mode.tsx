"use client";

import { createContext, useContext, useEffect, type ReactNode } from "react";

export const COLOR_SCHEME_STORAGE_KEY = "wasla-color-scheme";

type Forced = "light" | "dark" | undefined;
const ForceContext = createContext<(scheme: Forced) => void>(() => {});

export function ColorModeForceProvider({
  setForced,
  children,
}: {
  setForced: (s: Forced) => void;
  children: ReactNode;
}) {
  return <ForceContext.Provider value={setForced}>{children}</ForceContext.Provider>;
}

/**
 * Lets one page force light or dark while it is shown (the user's preference is untouched and returns when the
 * page unmounts). Forcing "auto" (system) makes no sense and is ignored with a warning, as the spec says.
 */
export function ForceColorScheme({ scheme }: { scheme: "light" | "dark" | "auto" }) {
  const setForced = useContext(ForceContext);
  useEffect(() => {
    if (scheme === "auto") {
      console.warn("[wasla] ForceColorScheme: forcing the 'system' colour mode is ignored");
      return;
    }
    setForced(scheme);
    return () => setForced(undefined);
  }, [scheme, setForced]);
  return null;
}
