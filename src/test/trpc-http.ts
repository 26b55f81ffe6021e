import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { handleTrpcRequest } from "~/platform/api/http-handler";
import type { InnerContext } from "~/platform/api/trpc";

/**
 * /api/trpc behind a real Node HTTP server, its Request built as Next builds a route handler's (the IncomingMessage
 * itself as the streamed body, next/dist/server/web/spec-extension/adapters/next-request.js): what a refused upload
 * does to the connection (drained, or reset under the browser) only shows on a socket.
 */
export async function trpcHttpServer(createContext: () => Promise<InnerContext>) {
  const server = createServer((req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const body = req.method === "GET" || req.method === "HEAD" ? null : (req as unknown as ReadableStream);
    const init = { method: req.method, headers, body, duplex: "half" };
    void handleTrpcRequest(new Request(`http://localhost:3000${req.url}`, init as RequestInit), createContext).then(
      (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body) Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
        else res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Upload = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string };

/**
 * Sends `form` as a browser's fetch does (Content-Length, then the body in 64 KB writes) and resolves with the
 * answer, or with the socket error a browser would show (ECONNRESET, EPIPE) when the server cuts the upload.
 */
export async function upload(url: string, form: FormData): Promise<Upload> {
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return new Promise<Upload>((resolve) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(bytes.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    let at = 0;
    const write = () => {
      while (at < bytes.length) {
        const chunk = bytes.subarray(at, at + 64 * 1024);
        at += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}
