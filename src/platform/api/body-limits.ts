import { MAX_EVENT_PHOTOS } from "~/modules/events/client";
import { RESOURCE_FILE_MAX_BYTES } from "~/modules/resources/client";
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX, VOICE_MAX_BYTES } from "~/modules/messages/client";
import { AD_PHOTO_MAX_BYTES, MAX_AD_PHOTOS } from "~/modules/ads/client";
import { MiB, MULTIPART_FIELDS_BYTES } from "~/platform/http/body-cap";
import { PHOTO_MAX_BYTES } from "~/modules/account";
import { PROOF_MAX_BYTES } from "~/modules/payments/client";

/**
 * The largest body each tRPC call may send. JSON inputs are small forms; the student import sends up to 2,000
 * rows (about 1 MB in Arabic with every column filled, 3.7 MB with every field at the schema's maximum length).
 */
export const JSON_BODY_LIMIT = 1 * MiB;
const STUDENT_IMPORT_LIMIT = 4 * MiB;

const files = (count: number, maxBytes: number) => count * maxBytes + MULTIPART_FIELDS_BYTES;

/**
 * Every procedure taking FormData, with room for as many files of the largest size as its form allows
 * (upload-limits.test.ts fails for one left out): the same constants the procedures check each file against.
 */
export const MULTIPART_LIMITS: Record<string, number> = {
  "ads.create": files(MAX_AD_PHOTOS, AD_PHOTO_MAX_BYTES),
  "ads.update": files(MAX_AD_PHOTOS, AD_PHOTO_MAX_BYTES),
  "ads.updateWithLink": files(MAX_AD_PHOTOS, AD_PHOTO_MAX_BYTES),
  "account.setPhoto": files(1, PHOTO_MAX_BYTES),
  // an event's photos go through the board's photo pipeline, at the board's size
  "events.save": files(MAX_EVENT_PHOTOS, AD_PHOTO_MAX_BYTES),
  "resources.create": files(1, RESOURCE_FILE_MAX_BYTES),
  // photos and documents, and a voice note besides
  "messages.send": files(MESSAGE_FILES_MAX, MESSAGE_FILE_MAX_BYTES) + VOICE_MAX_BYTES,
  // a transfer's proof: one photo or PDF
  "payments.submitProof": files(1, PROOF_MAX_BYTES),
};

const JSON_LIMITS: Record<string, number> = {
  "people.previewImport": STUDENT_IMPORT_LIMIT,
  "people.import": STUDENT_IMPORT_LIMIT,
};

/** `path` is the URL's procedure list ("a.b" or, for a batch, "a.b,c.d"). */
export function trpcBodyLimit(path: string, contentType: string | null): number {
  const paths = path.split(",");
  const table =
    contentType?.toLowerCase().startsWith("multipart/form-data") && paths.length === 1 ? MULTIPART_LIMITS : JSON_LIMITS;
  return Math.max(JSON_BODY_LIMIT, ...paths.map((p) => table[p] ?? JSON_BODY_LIMIT));
}
