import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Secrets a school gives us (its Chargily secret key) are stored encrypted: AES-256-GCM with a key derived from
 * NEXTAUTH_SECRET (required in production). A database dump alone reveals nothing; changing NEXTAUTH_SECRET means
 * the schools enter their keys again.
 */
function key(): Buffer {
  return createHash("sha256")
    .update(`wasla-secret-box:${process.env.NEXTAUTH_SECRET ?? "development-only-secret"}`)
    .digest();
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(":");
}

/** The plain secret, or null when it was sealed with another key or altered. */
export function openSecret(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(":");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
