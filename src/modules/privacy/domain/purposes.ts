/**
 * The platform's processing of personal data, listed once (issue 34; law 18-07 as amended by law 25-11). The
 * public register of processing on /privacy, the consent page a family meets at its first sign-in and the school's
 * consent list are all generated from this list; the export and the erasure follow the tables of
 * src/modules/privacy/server/personal-tables.ts. Words live in locales/ under `privacy.purpose.<id>.*`.
 */

/** Who decides why and how: the school for its pupils and families, Wasla for the accounts and the public board. */
export type Controller = "school" | "platform";

/** Why the processing is lawful: the school's public mission, a contract (fees, an account), a legal duty, consent. */
export type LegalBasis = "mission" | "contract" | "law" | "consent";

export type DataCategory =
  | "identity"
  | "contact"
  | "schooling"
  | "grades"
  | "attendance"
  | "payments"
  | "messages"
  | "photos"
  | "ads"
  | "connection";

export type Recipient = "staff" | "family" | "public" | "firebase" | "pusher" | "sms" | "mail";

/** A retention rule (src/modules/privacy/domain/retention.ts) or what the purpose's data follows. */
export type RetentionKey = "schoolRecords" | "schoolWork" | "account" | "expiredAds" | "logs" | "consentWithdrawn";

export interface Purpose {
  id: string;
  controller: Controller;
  basis: LegalBasis;
  /** a family may refuse it without losing the school's service (asked at first sign-in, changed on /profil/data) */
  optional: boolean;
  data: readonly DataCategory[];
  recipients: readonly Recipient[];
  /** the data leave Algeria (art. 44): a provider abroad carries them */
  abroad: boolean;
  retention: RetentionKey;
}

export const PURPOSES = [
  {
    id: "schooling",
    controller: "school",
    basis: "mission",
    optional: false,
    data: ["identity", "schooling"],
    recipients: ["staff", "family"],
    abroad: false,
    retention: "schoolWork",
  },
  {
    id: "results",
    controller: "school",
    basis: "mission",
    optional: false,
    data: ["identity", "grades"],
    recipients: ["staff", "family"],
    abroad: false,
    retention: "schoolRecords",
  },
  {
    id: "attendance",
    controller: "school",
    basis: "mission",
    optional: false,
    data: ["identity", "attendance"],
    recipients: ["staff", "family"],
    abroad: false,
    retention: "schoolRecords",
  },
  {
    id: "fees",
    controller: "school",
    basis: "contract",
    optional: false,
    data: ["identity", "payments"],
    recipients: ["staff", "family"],
    abroad: false,
    retention: "schoolRecords",
  },
  {
    id: "contact",
    controller: "school",
    basis: "mission",
    optional: false,
    data: ["identity", "contact", "messages"],
    recipients: ["staff", "family", "mail", "pusher"],
    abroad: true,
    retention: "account",
  },
  {
    id: "photos",
    controller: "school",
    basis: "consent",
    optional: true,
    data: ["photos"],
    recipients: ["staff", "family"],
    abroad: false,
    retention: "consentWithdrawn",
  },
  {
    id: "detailedMessages",
    controller: "school",
    basis: "consent",
    optional: true,
    data: ["identity", "grades", "attendance"],
    recipients: ["firebase", "mail"],
    abroad: true,
    retention: "logs",
  },
  {
    id: "sms",
    controller: "school",
    basis: "consent",
    optional: true,
    data: ["contact"],
    recipients: ["sms"],
    abroad: true,
    retention: "logs",
  },
  {
    id: "account",
    controller: "platform",
    basis: "contract",
    optional: false,
    data: ["identity", "contact", "connection"],
    recipients: [],
    abroad: false,
    retention: "account",
  },
  {
    id: "board",
    controller: "platform",
    basis: "consent",
    optional: false,
    data: ["identity", "contact", "ads", "photos"],
    recipients: ["public"],
    abroad: false,
    retention: "expiredAds",
  },
  {
    id: "security",
    controller: "platform",
    basis: "law",
    optional: false,
    data: ["identity", "connection"],
    recipients: ["staff"],
    abroad: false,
    retention: "logs",
  },
] as const satisfies readonly Purpose[];

export type PurposeId = (typeof PURPOSES)[number]["id"];

/** What a family answers yes or no to, in this order. */
export const OPTIONAL_PURPOSES = PURPOSES.filter((p) => p.optional).map((p) => p.id) as readonly (
  "photos" | "detailedMessages" | "sms"
)[];
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

export function isOptionalPurpose(value: string): value is OptionalPurpose {
  return (OPTIONAL_PURPOSES as readonly string[]).includes(value);
}

/** Days a school or the platform has to answer a correction or erasure request: ten, as art. 35 of law 18-07 gives for
 * a correction, applied to both (docs/privacy.md; to be checked against the official text as amended). */
export const REQUEST_DEADLINE_DAYS = 10;
