import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { AppError } from "~/platform/errors";
import { capRequestBody, declaredLength, MiB } from "~/platform/http/body-cap";
import { isCrossSiteRequest } from "~/platform/http/same-origin";
import { siteOrigin } from "~/platform/site-origin";
import { trpcBodyLimit } from "./body-limits";
import { appRouter } from "../../modules/root";
import type { InnerContext } from "./trpc";
import { inRequest, logger } from "~/platform/logger.mjs";

const ENDPOINT = "/api/trpc";

function run(req: Request, createContext: () => Promise<InnerContext>) {
  return fetchRequestHandler({
    endpoint: ENDPOINT,
    req,
    router: appRouter,
    createContext,
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR")
        logger.error({ err: error.cause ?? error, procedure: path ?? "?" }, "tRPC procedure failed");
    },
  });
}

/**
 * Answers every call of the request with `error`, through tRPC itself so the client gets our usual error shape
 * (one per call in a batch). tRPC builds the context before it reads any input, so the body is never read.
 */
function refuse(req: Request, error: AppError) {
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  void req.body?.cancel().catch(() => {});
  return run(new Request(req.url, { method: req.method, headers }), () => Promise.reject(error));
}

const tooLarge = (limit: number) =>
  new AppError("PAYLOAD_TOO_LARGE", "errors.requestTooLarge", { size: Math.round(limit / MiB) });

/**
 * The /api/trpc endpoint. Before tRPC reads anything: a mutation from another site is refused (403), a body
 * declared larger than the procedure's limit is refused (413), and the rest is counted while tRPC reads it.
 * The context builder is passed in so tests drive the endpoint without Next's request scope.
 */
export function handleTrpcRequest(req: Request, createContext: () => Promise<InnerContext>) {
  // the production server runs each request under its id already; `next dev` has no server of ours
  return inRequest(req.headers.get("x-request-id"), () => answer(req, createContext));
}

async function answer(req: Request, createContext: () => Promise<InnerContext>) {
  if (req.method === "GET" || req.method === "HEAD") return run(req, createContext);
  if (isCrossSiteRequest(req.headers, siteOrigin())) return refuse(req, new AppError("FORBIDDEN", "errors.forbidden"));

  const path = new URL(req.url).pathname.slice(ENDPOINT.length + 1);
  const limit = trpcBodyLimit(decodeURIComponent(path), req.headers.get("content-type"));
  if ((declaredLength(req.headers) ?? 0) > limit) return refuse(req, tooLarge(limit));
  const capped = capRequestBody(req, limit, () => tooLarge(limit));
  const response = await run(capped.request, createContext);
  return capped.exceeded() ? refuse(req, tooLarge(limit)) : response;
}
