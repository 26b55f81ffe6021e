import { AwsClient } from "aws4fetch";
import type { Storage } from "./index";

export interface S3Config {
  /** e.g. https://s3.eu-west-3.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket (or its CDN) serves objects publicly; unset, files are served through /media. */
  publicUrl?: string;
}

/** Keys are made by the app ("ads/<folder>/<random>.webp"); anything else is refused before it reaches the bucket. */
function checkedKey(key: string): string {
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(key) || key.split("/").includes("..")) throw new Error("invalid storage key");
  return key;
}

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Scaleway, OVH…), path-style addressing,
 * requests signed with AWS Signature V4 by aws4fetch (no SDK). Objects carry the same long cache header as /media.
 */
export function s3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    retries: 2,
  });
  const objectUrl = (key: string) =>
    `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}/${checkedKey(key)}`;
  const fail = async (what: string, response: Response) => {
    throw new Error(`S3 ${what} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  };
  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" },
      });
      if (!response.ok) await fail("put", response);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key), { method: "GET" });
      if (response.status === 404) return null;
      if (!response.ok) await fail("get", response);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async remove(key) {
      const response = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) await fail("delete", response);
    },
    url: (key) => (config.publicUrl ? `${config.publicUrl.replace(/\/+$/, "")}/${checkedKey(key)}` : `/media/${key}`),
  };
}
