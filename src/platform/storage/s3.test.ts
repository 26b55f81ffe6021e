import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "./s3";

/** A minimal S3 stand-in: keeps objects in memory and records every request with its signature headers. */
const objects = new Map<string, { body: Buffer; type: string }>();
const requests: { method: string; url: string; headers: IncomingMessage["headers"] }[] = [];
const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  requests.push({ method: req.method!, url: req.url!, headers: req.headers });
  const key = req.url!;
  if (req.method === "PUT") {
    objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"]) });
    res.writeHead(200).end();
  } else if (req.method === "GET") {
    const object = objects.get(key);
    if (!object) res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
    else res.writeHead(200, { "content-type": object.type }).end(object.body);
  } else if (req.method === "DELETE") {
    objects.delete(key);
    res.writeHead(204).end();
  } else res.writeHead(405).end();
});
let endpoint = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("s3Storage", () => {
  it("puts, gets and removes objects with AWS V4 signed, path-style requests", async () => {
    const storage = s3Storage({
      endpoint,
      bucket: "wasla",
      region: "eu-west-3",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
    });
    await storage.put("ads/abc/photo.webp", Buffer.from("webp-bytes"), "image/webp");
    const put = requests.at(-1)!;
    expect([put.method, put.url]).toEqual(["PUT", "/wasla/ads/abc/photo.webp"]);
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers["x-amz-content-sha256"]).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    expect(put.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    expect(await storage.get("ads/abc/photo.webp")).toEqual({
      body: Buffer.from("webp-bytes"),
      contentType: "image/webp",
    });
    await storage.remove("ads/abc/photo.webp");
    expect(await storage.get("ads/abc/photo.webp")).toBeNull();
    expect(storage.url("ads/abc/photo.webp")).toBe("/media/ads/abc/photo.webp");
  });

  it("serves from the public address when there is one, and refuses keys it did not make", async () => {
    const storage = s3Storage({
      endpoint,
      bucket: "wasla",
      region: "auto",
      accessKeyId: "a",
      secretAccessKey: "b",
      publicUrl: "https://cdn.example.com/",
    });
    expect(storage.url("ads/abc/photo.webp")).toBe("https://cdn.example.com/ads/abc/photo.webp");
    await expect(storage.get("../other-bucket/secret")).rejects.toThrow("invalid storage key");
    await expect(storage.get("ads/%2e%2e/x")).rejects.toThrow("invalid storage key");
  });
});
