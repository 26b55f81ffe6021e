/** Body sizes are counted in bytes; limits are stated in MiB, which the messages call "MB" / "Mo". */
export const MiB = 1024 * 1024;

export function declaredLength(headers: Headers): number | null {
  const value = headers.get("content-length");
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/**
 * The same request with its body counted as it streams: past `maxBytes` the stream fails with `tooLarge()`, so
 * a chunked body, or one longer than its Content-Length claims, is cut off at the cap instead of being buffered.
 */
export function capRequestBody(req: Request, maxBytes: number, tooLarge: () => Error): { request: Request; exceeded: () => boolean } {
  if (!req.body) return { request: req, exceeded: () => false };
  let seen = 0;
  let exceeded = false;
  const counted = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          exceeded = true;
          controller.error(tooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  // duplex is required by Node's fetch for a streamed body, and missing from TypeScript's RequestInit
  const init = { method: req.method, headers: req.headers, body: counted, duplex: "half", signal: req.signal };
  return { request: new Request(req.url, init as RequestInit), exceeded: () => exceeded };
}
