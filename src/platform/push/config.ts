/**
 * Web push through Firebase Cloud Messaging, configured by env (.env.example, "Web push"): the server's service
 * account sends, the browser's web app settings and VAPID key subscribe. All seven or none; none: push is off, the
 * feed and live updates work as ever, and /settings tells administrators.
 */
export interface WebPushConfig {
  apiKey: string;
  appId: string;
  messagingSenderId: string;
  projectId: string;
  vapidKey: string;
}

export interface ServerPushConfig {
  projectId: string;
  clientEmail: string;
  /** PEM; "\n" written as two characters in a one-line env value is read as a line break */
  privateKey: string;
}

export const PUSH_ENV = [
  "FIREBASE_PROJECT_ID",
  "FIREBASE_CLIENT_EMAIL",
  "FIREBASE_PRIVATE_KEY",
  "FIREBASE_API_KEY",
  "FIREBASE_APP_ID",
  "FIREBASE_MESSAGING_SENDER_ID",
  "FIREBASE_VAPID_KEY",
] as const;

const read = (name: (typeof PUSH_ENV)[number]) => process.env[name]?.trim() || undefined;

/** The browser's settings (public values: they are in every Firebase web app's JavaScript), or null when push is off. */
export function webPushConfig(): WebPushConfig | null {
  if (!PUSH_ENV.every(read)) return null;
  return {
    apiKey: read("FIREBASE_API_KEY")!,
    appId: read("FIREBASE_APP_ID")!,
    messagingSenderId: read("FIREBASE_MESSAGING_SENDER_ID")!,
    projectId: read("FIREBASE_PROJECT_ID")!,
    vapidKey: read("FIREBASE_VAPID_KEY")!,
  };
}

export function serverPushConfig(): ServerPushConfig | null {
  if (!PUSH_ENV.every(read)) return null;
  return {
    projectId: read("FIREBASE_PROJECT_ID")!,
    clientEmail: read("FIREBASE_CLIENT_EMAIL")!,
    privateKey: read("FIREBASE_PRIVATE_KEY")!.replace(/\\n/g, "\n"),
  };
}

/** The hosts the browser's Firebase SDK talks to when it subscribes (the pages' CSP allows them when push is on). */
export const FIREBASE_ORIGINS = [
  "https://firebaseinstallations.googleapis.com",
  "https://fcmregistrations.googleapis.com",
];
