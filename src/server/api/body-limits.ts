import { MAX_EVENT_PHOTOS } from "~/lib/constants/events";
import { RESOURCE_FILE_MAX_BYTES } from "~/lib/constants/resources";
import { AD_PHOTO_MAX_BYTES, MAX_AD_PHOTOS } from "~/lib/schemas/ads";
import { MiB } from "~/server/http/body-cap";
import { PHOTO_MAX_BYTES } from "~/server/services/account/account";

/**
 * The largest body each tRPC call may send. JSON inputs are small forms; the student import sends up to 2,000
 * rows (about 1 MB in Arabic with every column filled, 3.7 MB with every field at the schema's maximum length).
 * Multipart posts carry their files plus at most a few kilobytes of fields, for which 1 MB is left.
 */
export const JSON_BODY_LIMIT = 1 * MiB;
const STUDENT_IMPORT_LIMIT = 4 * MiB;
const AD_POST_LIMIT = MAX_AD_PHOTOS * AD_PHOTO_MAX_BYTES + 1 * MiB;
const PROFILE_PHOTO_LIMIT = PHOTO_MAX_BYTES + 1 * MiB;
const RESOURCE_LIMIT = RESOURCE_FILE_MAX_BYTES + 1 * MiB;
const EVENT_LIMIT = MAX_EVENT_PHOTOS * AD_PHOTO_MAX_BYTES + 1 * MiB;

const JSON_LIMITS: Record<string, number> = {
  "people.previewImport": STUDENT_IMPORT_LIMIT,
  "people.import": STUDENT_IMPORT_LIMIT,
};

/**
 * Every procedure that takes a FormData has its row (body-limits.test.ts enumerates the router): without one, its
 * files met the 1 MB of a JSON form although the screen promised 10 MB (issue 27).
 */
export const MULTIPART_LIMITS: Record<string, number> = {
  "ads.create": AD_POST_LIMIT,
  "ads.update": AD_POST_LIMIT,
  "ads.updateWithLink": AD_POST_LIMIT,
  "account.setPhoto": PROFILE_PHOTO_LIMIT,
  "resources.create": RESOURCE_LIMIT,
  "events.save": EVENT_LIMIT,
};

/** `path` is the URL's procedure list ("a.b" or, for a batch, "a.b,c.d"). */
export function trpcBodyLimit(path: string, contentType: string | null): number {
  const paths = path.split(",");
  const table = contentType?.toLowerCase().startsWith("multipart/form-data") && paths.length === 1 ? MULTIPART_LIMITS : JSON_LIMITS;
  return Math.max(JSON_BODY_LIMIT, ...paths.map((p) => table[p] ?? JSON_BODY_LIMIT));
}
