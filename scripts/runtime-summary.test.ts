import path from "node:path";
import { describe, expect, it } from "vitest";
import { runtimeSummary } from "./runtime-summary.mjs";

const lines = (env: Record<string, string | undefined>) =>
  runtimeSummary(env).map(({ part, summary }) => `${part}: ${summary}`);

describe("what npm start prints it runs on", () => {
  it("on a fresh clone: the embedded database, local files, memory, no push, the built-in hub, no mail", () => {
    expect(lines({ NODE_ENV: "production" })).toEqual([
      `database: embedded PGlite in ${path.resolve(".data/pglite")}`,
      `storage: local directory ${path.resolve(".data/uploads")}`,
      "cache: this process's memory (rate limits); public pages in this process's memory (30 s)",
      "push: off (the FIREBASE_* variables are not set)",
      "realtime: built-in hub (database LISTEN/NOTIFY, server-sent events)",
      "mail: none: SMTP_URL is not set, mails are not sent",
    ]);
    expect(lines({ NODE_ENV: "development", PGLITE_DIR: "/srv/wasla/db", WASLA_PAGE_CACHE: "off" })).toEqual(
      expect.arrayContaining([
        "database: embedded PGlite in /srv/wasla/db",
        "cache: this process's memory (rate limits); public pages not cached (WASLA_PAGE_CACHE=off)",
        "mail: development outbox (printed to the console)",
      ]),
    );
  });

  it("with every service configured: where each one is, and none of their secrets", () => {
    const secrets = {
      db: "pg-Pa55word!",
      redis: "redis-pass-77",
      s3Key: "AKIAEXAMPLEKEY123",
      s3Secret: "s3-secret-access-key-xyz",
      firebaseKey: "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkq\\n-----END PRIVATE KEY-----",
      firebaseApiKey: "AIzaSyExampleApiKey",
      vapid: "BExampleVapidPublicKeyValue",
      pusherSecret: "pusher-secret-456",
      smtp: "smtp-pass-999",
      auth: "a-production-secret-of-32-chars-or-more",
    };
    const env = {
      NODE_ENV: "production",
      NEXTAUTH_SECRET: secrets.auth,
      DATABASE_URL: `postgresql://wasla:${encodeURIComponent(secrets.db)}@db.internal:5433/wasla_prod?sslmode=require&password=${secrets.db}`,
      S3_BUCKET: "wasla-files",
      S3_ENDPOINT: "https://s3.eu-west-3.example.com",
      S3_ACCESS_KEY_ID: secrets.s3Key,
      S3_SECRET_ACCESS_KEY: secrets.s3Secret,
      REDIS_URL: `rediss://default:${secrets.redis}@cache.internal:6380/2`,
      FIREBASE_PROJECT_ID: "wasla-dz",
      FIREBASE_CLIENT_EMAIL: "push@wasla-dz.iam.example.com",
      FIREBASE_PRIVATE_KEY: secrets.firebaseKey,
      FIREBASE_API_KEY: secrets.firebaseApiKey,
      FIREBASE_APP_ID: "1:123:web:abc",
      FIREBASE_MESSAGING_SENDER_ID: "123",
      FIREBASE_VAPID_KEY: secrets.vapid,
      PUSHER_APP_ID: "1234567",
      PUSHER_KEY: "abc123",
      PUSHER_SECRET: secrets.pusherSecret,
      PUSHER_CLUSTER: "eu",
      SMTP_URL: `smtps://mailer:${secrets.smtp}@smtp.example.dz:465`,
    };
    const printed = lines(env);
    expect(printed).toEqual([
      "database: PostgreSQL db.internal:5433/wasla_prod as wasla",
      "storage: S3 bucket wasla-files at s3.eu-west-3.example.com",
      "cache: Redis TLS cache.internal:6380/2 (rate limits, shared by every instance); public pages in this process's memory (30 s)",
      "push: Firebase Cloud Messaging, project wasla-dz",
      "realtime: Pusher app 1234567, cluster eu",
      "mail: SMTP over TLS smtp.example.dz:465",
    ]);
    const all = printed.join("\n");
    for (const secret of Object.values(secrets)) expect(all).not.toContain(secret);
    for (const part of ["Pa55word", "sslmode", "mailer", "MIIEvQ", "default:"]) expect(all).not.toContain(part);
  });
});
