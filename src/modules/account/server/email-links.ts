import { createHash, randomBytes } from "node:crypto";

/** Links mailed to prove an address (sign-up, account linking) last this long and work once. */
export const EMAIL_LINK_MINUTES = 60;

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random token for the mail; only its sha256 is stored. */
export function newEmailLinkToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: sha256(token), expiresAt: new Date(Date.now() + EMAIL_LINK_MINUTES * 60_000) };
}
