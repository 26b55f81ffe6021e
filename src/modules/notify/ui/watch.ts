import type { Locale } from "~/i18n/config";
import { onPushMessage, storedPush, TOKEN_REFRESH_MS, type PushConfig } from "./config";

/**
 * On the signed-in pages of a browser with push on (loaded by the bell only there): a push arriving while the page
 * is in front shows as a toast (the service worker then shows no system notification), and a token older than 7
 * days is refreshed once the page has settled. Returns the function that stops both.
 */
export function watchPush(config: PushConfig, locale: Locale): () => void {
  const stored = storedPush();
  if (!stored || !("serviceWorker" in navigator)) return () => undefined;
  const stop = onPushMessage(
    (push) =>
      void import("~/ui/shell/toast").then(({ toast }) =>
        toast.info(push.title ? `${push.title} — ${push.body}` : push.body),
      ),
  );
  const timer =
    Date.now() - stored.at >= TOKEN_REFRESH_MS
      ? setTimeout(
          () => void import("./client").then((m) => m.refreshPushToken(config, locale)).catch(() => undefined),
          3000,
        )
      : undefined;
  return () => {
    stop();
    clearTimeout(timer);
  };
}
