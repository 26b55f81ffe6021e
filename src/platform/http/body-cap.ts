/** Body sizes are counted in bytes; limits are stated in MiB, which the messages call "MB" / "Mo". */
export const MiB = 1024 * 1024;

/**
 * What a multipart post carries besides its files: the form's fields as JSON (an event's 5,000-character
 * description is at most 30 KB even with every character escaped) and the parts' headers. Small enough that a
 * refused upload's message names the advertised size (10 MB, not 11); the fields part alone is held to it too.
 */
export const MULTIPART_FIELDS_BYTES = 64 * 1024;

export function declaredLength(headers: Headers): number | null {
  const value = headers.get("content-length");
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/**
 * The same request with its body counted as it streams: past `maxBytes` the stream fails with `tooLarge()`, so
 * a chunked body, or one longer than its Content-Length claims, is cut off at the cap instead of being buffered.
 */
export function capRequestBody(
  req: Request,
  maxBytes: number,
  tooLarge: () => Error,
): { request: Request; exceeded: () => boolean } {
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

/**
 * A small body read whole, or null as soon as it is known to exceed `maxBytes` (by its Content-Length, or while it
 * streams): for endpoints that take a few kilobytes, so a larger body is never buffered to be measured.
 */
export async function readBodyUpTo(req: Request, maxBytes: number): Promise<Buffer | null> {
  if ((declaredLength(req.headers) ?? 0) > maxBytes) {
    void req.body?.cancel().catch(() => {});
    return null;
  }
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    seen += value.byteLength;
    if (seen > maxBytes) {
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
}
