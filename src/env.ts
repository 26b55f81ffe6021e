import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

const optionalUrl = z.url().optional();
const optional = z.string().min(1).optional();

/** A production server, as opposed to `next build`, which loads the code without the deployment's settings. */
const productionServer = process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build";

/** Every absolute link we send (password-reset e-mails) is built from it, never from the request's Host header. */
const siteUrl = productionServer
  ? z.url({
      error: (issue) =>
        issue.input === undefined
          ? "is required in production: the site's public address, e.g. https://wasla.dz"
          : "must be a URL",
    })
  : optionalUrl;

const SECRET_LENGTH = "must be at least 32 characters (openssl rand -base64 32)";
/** Signs every session cookie: without it a production server would start and then fail each request. */
const authSecret = productionServer
  ? z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? "is required in production: a random secret of at least 32 characters (openssl rand -base64 32)"
            : SECRET_LENGTH,
      })
      .min(32, SECRET_LENGTH)
  : z.string().min(32, SECRET_LENGTH).optional();

const pusherKey = z.string().regex(/^[A-Za-z0-9]+$/, "must be the app's key (Pusher dashboard → App Keys)");
const pusherCluster = z.string().regex(/^[a-z0-9-]+$/, "must be the app's cluster, e.g. eu or mt1");

/**
 * Every environment variable Wasla reads, validated once at start. .env.example documents each one.
 * A wrong value stops the app with the variable's name and what is wrong with it.
 */
export const env = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection string")
      .optional(),
    PGLITE_DIR: z.string().min(1).default(".data/pglite"),
    NEXTAUTH_SECRET: authSecret,
    NEXTAUTH_URL: siteUrl,
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    FACEBOOK_CLIENT_ID: optional,
    FACEBOOK_CLIENT_SECRET: optional,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    UPLOAD_DIR: z.string().min(1).default(".data/uploads"),
    S3_BUCKET: optional,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_PUBLIC_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default("Wasla <no-reply@wasla.dz>"),
    MAIL_OUTBOX_FILE: optional,
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// URL")
      .optional(),
    // read by src/platform/logger.mjs itself (the production server logs before this file is loaded); checked here
    // so that a misspelt level stops the start instead of falling back to info
    LOG_LEVEL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
          error: "must be fatal, error, warn, info, debug, trace or silent",
        }),
      )
      .optional(),
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    /** sign-ups from one IP address an hour (a parents' evening on the school's Wi-Fi may need more) */
    SIGNUP_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
    TRUSTED_PROXY_HOPS: z.coerce
      .number()
      .int("must be a whole number of proxies")
      .min(0, "must be 0 or more")
      .max(10, "must be 10 or fewer")
      .default(0),
    ALLOW_DEMO_SEED: z.enum(["0", "1"]).default("0"),
    // unset: Chromium's headless shell when installed, else /usr/bin/chromium (src/platform/pdf/print.ts)
    CHROMIUM_PATH: z.string().min(1).optional(),
    WASLA_INTERNAL_URL: optionalUrl,
    PUSHER_APP_ID: z.string().regex(/^\d+$/, "must be the app's number (Pusher dashboard → App Keys)").optional(),
    PUSHER_KEY: pusherKey.optional(),
    PUSHER_SECRET: optional,
    PUSHER_CLUSTER: pusherCluster.optional(),
    // SMS through Twilio (issue 31): all three, or none (no SMS)
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, "must be the account SID (AC followed by 32 hex digits)")
      .optional(),
    TWILIO_AUTH_TOKEN: optional,
    TWILIO_SMS_FROM: z
      .string()
      .regex(
        /^(MG[0-9a-f]{32}|[A-Za-z0-9 ]{1,11}|\+\d{8,15})$/,
        "must be an alphanumeric sender ID (11 characters at most), a phone number or a Messaging Service SID",
      )
      .optional(),
    /** Twilio's API address: another region's edge (https://api.dublin.ie1.twilio.com), or the journeys' recording fake */
    TWILIO_API_URL: z.string().url().optional(),
    /** what one SMS segment costs the school, in centimes of dinar (the provider's contract price) */
    SMS_SEGMENT_PRICE: z.coerce.number().int().min(0).default(0),
    // the platform's data-protection officer (law 25-11), published on /privacy
    PRIVACY_DPO_NAME: z.string().trim().min(1).default("Délégué à la protection des données de Wasla"),
    PRIVACY_DPO_EMAIL: z.string().email().default("dpo@wasla.dz"),
    PRIVACY_DPO_ADDRESS: z.string().trim().optional(),
  },
  client: {
    NEXT_PUBLIC_PUSHER_KEY: pusherKey.optional(),
    NEXT_PUBLIC_PUSHER_CLUSTER: pusherCluster.optional(),
  },
  // read here by name so Next inlines them; the browser reads them itself (src/modules/notify/ui/live.ts)
  experimental__runtimeEnv: {
    NEXT_PUBLIC_PUSHER_KEY: process.env.NEXT_PUBLIC_PUSHER_KEY,
    NEXT_PUBLIC_PUSHER_CLUSTER: process.env.NEXT_PUBLIC_PUSHER_CLUSTER,
  },
  emptyStringAsUndefined: true,
  onValidationError(issues) {
    const problems = issues.map(
      (i) => `${(i.path ?? []).map((p) => (typeof p === "object" ? p.key : p)).join(".")} ${i.message}`,
    );
    throw new Error(`Invalid environment variables (see .env.example): ${problems.join("; ")}`);
  },
  skipValidation: process.env.SKIP_ENV_VALIDATION === "1",
});

/** Pusher is all or nothing: the server's four settings together, and the browser's two naming the same app. */
function checkPusher() {
  const server = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER"] as const;
  const set = server.filter((name) => env[name]);
  const problems: string[] = [];
  if (set.length > 0 && set.length < server.length) {
    problems.push(`${server.filter((name) => !env[name]).join(", ")} must be set too (Pusher needs all four)`);
  }
  if (env.NEXT_PUBLIC_PUSHER_KEY && env.NEXT_PUBLIC_PUSHER_KEY !== env.PUSHER_KEY)
    problems.push("NEXT_PUBLIC_PUSHER_KEY must equal PUSHER_KEY");
  if (env.NEXT_PUBLIC_PUSHER_CLUSTER !== env.PUSHER_CLUSTER && env.NEXT_PUBLIC_PUSHER_KEY)
    problems.push("NEXT_PUBLIC_PUSHER_CLUSTER must equal PUSHER_CLUSTER");
  if (problems.length) throw new Error(`Invalid environment variables (see .env.example): ${problems.join("; ")}`);
}
/** Web push is all or nothing too: the service account and the web app's settings (src/platform/push/config.ts). */
function checkPush() {
  const names = [
    "FIREBASE_PROJECT_ID",
    "FIREBASE_CLIENT_EMAIL",
    "FIREBASE_PRIVATE_KEY",
    "FIREBASE_API_KEY",
    "FIREBASE_APP_ID",
    "FIREBASE_MESSAGING_SENDER_ID",
    "FIREBASE_VAPID_KEY",
  ];
  const set = names.filter((name) => process.env[name]?.trim());
  if (set.length > 0 && set.length < names.length) {
    throw new Error(
      `Invalid environment variables (see .env.example): ${names.filter((n) => !set.includes(n)).join(", ")} must be set too (web push needs all seven)`,
    );
  }
}
if (process.env.SKIP_ENV_VALIDATION !== "1") {
  checkPusher();
  checkPush();
}

export const isProduction = env.NODE_ENV === "production";
