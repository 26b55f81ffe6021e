import type { Messaging } from "firebase-admin/messaging";
import { serverPushConfig, type ServerPushConfig } from "./config";

/** One push to one browser. Sent as data: the service worker (public/sw.js) shows it or hands it to an open page. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** the page to open, with the locale: "/api/notifications/{id}/open?locale=ar" */
  url: string;
  /** a later push with the same tag replaces the earlier one on the device */
  tag: string;
}

/** sent; dead: the provider says this token will never work again (delete it); failed: try again later */
export type PushOutcome = "sent" | "dead" | "failed";

/**
 * What sends pushes: Firebase Cloud Messaging in production, a recording fake in tests (FCM is beyond the network).
 * Returns one outcome per message, in order; throws when nothing could be sent (the provider unreachable), so the
 * queue retries the whole job.
 */
export interface PushSender {
  send(messages: readonly PushMessage[]): Promise<PushOutcome[]>;
}

/** FCM's error codes for a registration that is gone for good (the app uninstalled, the token expired or revoked). */
const DEAD_TOKEN_CODES = new Set([
  "messaging/registration-token-not-registered",
  "messaging/invalid-registration-token",
]);

/** An FCM per-message response in our terms. */
export function outcomeOf(response: { success: boolean; error?: { code?: string } }): PushOutcome {
  if (response.success) return "sent";
  return response.error?.code && DEAD_TOKEN_CODES.has(response.error.code) ? "dead" : "failed";
}

/** FCM allows 500 messages per batch. */
const FCM_BATCH = 500;

export function firebaseSender(config: ServerPushConfig): PushSender {
  let messaging: Promise<Messaging> | null = null;
  const open = async () => {
    const { cert, getApps, initializeApp } = await import("firebase-admin/app");
    const { getMessaging } = await import("firebase-admin/messaging");
    const app =
      getApps().find((a) => a.name === "wasla") ??
      initializeApp({ credential: cert(config), projectId: config.projectId }, "wasla");
    return getMessaging(app);
  };
  return {
    async send(messages) {
      const fcm = await (messaging ??= open());
      const outcomes: PushOutcome[] = [];
      for (let i = 0; i < messages.length; i += FCM_BATCH) {
        const batch = messages.slice(i, i + FCM_BATCH).map((m) => ({
          token: m.token,
          data: { title: m.title, body: m.body, url: m.url, tag: m.tag },
          webpush: { headers: { TTL: String(7 * 24 * 3600), Urgency: "normal" } },
        }));
        const result = await fcm.sendEach(batch);
        outcomes.push(...result.responses.map(outcomeOf));
      }
      return outcomes;
    },
  };
}

const globalForPush = globalThis as unknown as { __waslaPushSender?: PushSender | null };

/** The sender tests set (null: back to the environment's). */
export function setPushSender(sender: PushSender | null): void {
  globalForPush.__waslaPushSender = sender;
}

let configured: PushSender | null | undefined;

/** The sender in use: a test's, else Firebase's when configured, else none (push is off). */
export function pushSender(): PushSender | null {
  if (globalForPush.__waslaPushSender) return globalForPush.__waslaPushSender;
  if (configured === undefined) {
    const config = serverPushConfig();
    configured = config ? firebaseSender(config) : null;
  }
  return configured;
}
