import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/env";
import { s3Storage } from "./s3";

/**
 * Where uploaded files live. One small interface so the lost-and-found photos and profile photos do not care
 * whether it is the local disk (default, under UPLOAD_DIR) or an S3-compatible bucket (S3_BUCKET and its keys set).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** Public URL of the file, served with long cache headers (keys are never reused). */
  url(key: string): string;
}

const TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error("invalid storage key");
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        const file = resolve(key);
        return { body: await readFile(file), contentType: TYPES[path.extname(file)] ?? "application/octet-stream" };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => `/media/${key}`,
  };
}

function configuredStorage(): Storage {
  if (!env.S3_BUCKET) return localStorage(env.UPLOAD_DIR);
  const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      "S3_BUCKET is set: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too (see .env.example)",
    );
  }
  return s3Storage({
    endpoint: S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
  });
}

export const storage: Storage = configuredStorage();
