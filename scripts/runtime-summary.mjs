// What a production server runs on, printed at start (scripts/server.mjs) one line each, so an operator reading the
// log knows which database, storage, cache, push, live updates and mail this instance uses. Built from the
// variables' names and hosts only: never a password, key, secret or token (a URL's credentials and query are dropped).
import path from "node:path";

const FIREBASE = [
  "FIREBASE_PROJECT_ID",
  "FIREBASE_CLIENT_EMAIL",
  "FIREBASE_PRIVATE_KEY",
  "FIREBASE_API_KEY",
  "FIREBASE_APP_ID",
  "FIREBASE_MESSAGING_SENDER_ID",
  "FIREBASE_VAPID_KEY",
];

/** host:port of a URL (its default port left out), or null when it is no URL. */
function hostOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.host || null;
  } catch {
    return null;
  }
}

function database(env) {
  if (!env.DATABASE_URL) return `embedded PGlite in ${path.resolve(env.PGLITE_DIR || ".data/pglite")}`;
  try {
    const url = new URL(env.DATABASE_URL);
    const name = decodeURIComponent(url.pathname.replace(/^\//, "")) || "(default database)";
    const user = url.username ? ` as ${decodeURIComponent(url.username)}` : "";
    return `PostgreSQL ${url.host || "(local socket)"}/${name}${user}`;
  } catch {
    return "PostgreSQL (DATABASE_URL is not a readable URL)";
  }
}

function storage(env) {
  if (!env.S3_BUCKET) return `local directory ${path.resolve(env.UPLOAD_DIR || ".data/uploads")}`;
  return `S3 bucket ${env.S3_BUCKET} at ${hostOf(env.S3_ENDPOINT) ?? "(no S3_ENDPOINT)"}`;
}

function cache(env) {
  const pages =
    env.WASLA_PAGE_CACHE === "off"
      ? "public pages not cached (WASLA_PAGE_CACHE=off)"
      : "public pages in this process's memory (30 s)";
  if (!env.REDIS_URL) return `this process's memory (rate limits); ${pages}`;
  let where = "(REDIS_URL is not a readable URL)";
  try {
    const url = new URL(env.REDIS_URL);
    const db = url.pathname.replace(/^\//, "");
    where = `${url.protocol === "rediss:" ? "TLS " : ""}${url.host}${db ? `/${db}` : ""}`;
  } catch {
    // named as unreadable above
  }
  return `Redis ${where} (rate limits, shared by every instance); ${pages}`;
}

function push(env) {
  const set = FIREBASE.filter((name) => env[name]?.trim());
  if (set.length === FIREBASE.length) return `Firebase Cloud Messaging, project ${env.FIREBASE_PROJECT_ID.trim()}`;
  return "off (the FIREBASE_* variables are not set)";
}

function realtime(env) {
  if (env.PUSHER_APP_ID)
    return `Pusher app ${env.PUSHER_APP_ID}, cluster ${env.PUSHER_CLUSTER ?? "(no PUSHER_CLUSTER)"}`;
  return "built-in hub (database LISTEN/NOTIFY, server-sent events)";
}

function mail(env) {
  const outbox = env.MAIL_OUTBOX_FILE ? `, copied to ${path.resolve(env.MAIL_OUTBOX_FILE)}` : "";
  if (env.SMTP_URL) {
    const url = (() => {
      try {
        return new URL(env.SMTP_URL);
      } catch {
        return null;
      }
    })();
    if (!url) return `SMTP (SMTP_URL is not a readable URL)${outbox}`;
    return `SMTP ${url.protocol === "smtps:" ? "over TLS " : ""}${url.host}${outbox}`;
  }
  if (env.NODE_ENV === "production") return `none: SMTP_URL is not set, mails are not sent${outbox}`;
  return `development outbox (printed to the console)${outbox}`;
}

/**
 * One entry per part, in the order printed.
 * @param {Record<string, string | undefined>} env
 * @returns {{ part: string, summary: string }[]}
 */
export function runtimeSummary(env) {
  return [
    { part: "database", summary: database(env) },
    { part: "storage", summary: storage(env) },
    { part: "cache", summary: cache(env) },
    { part: "push", summary: push(env) },
    { part: "realtime", summary: realtime(env) },
    { part: "mail", summary: mail(env) },
  ];
}
