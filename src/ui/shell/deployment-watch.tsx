"use client";

import { useEffect } from "react";
import { useT } from "~/i18n/client";
import { notificationsApi } from "./toast-host";

const POLL_MS = 5 * 60_000;
const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = "wasla:chunk-reload-at";

export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? "");
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  );
}

/** Reloads once for a stale chunk; a second failure within 10 s is left to the error screen (no reload loop). */
export function reloadOnceForStaleChunk(
  now = Date.now(),
  store: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(store.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  store.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

/**
 * Watches for a new deployment: polls the running build id and offers a reload when it changed; reloads once when
 * the browser fails to load a code chunk of the old build.
 */
export function DeploymentWatch() {
  const t = useT();
  useEffect(() => {
    const current = process.env.NEXT_PUBLIC_BUILD_ID;
    let offered = false;
    const check = async () => {
      if (offered || !current || document.visibilityState !== "visible") return;
      try {
        const response = await fetch("/api/build-id", { cache: "no-store" });
        const { buildId } = (await response.json()) as { buildId: string };
        if (buildId && buildId !== current) {
          offered = true;
          const [api, { NewVersionMessage }] = await Promise.all([notificationsApi(), import("./new-version-toast")]);
          api.show({
            id: "new-version",
            autoClose: false,
            color: "blue",
            message: <NewVersionMessage text={t("shell.newVersion")} reload={t("shell.reload")} />,
          });
        }
      } catch {
        // offline or server restarting: try again at the next tick
      }
    };
    const timer = setInterval(check, POLL_MS);
    document.addEventListener("visibilitychange", check);
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadOnceForStaleChunk();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnceForStaleChunk();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [t]);
  return null;
}
