import { db } from "~/platform/db";
import { AppError } from "~/platform/errors";
import { readBodyUpTo } from "~/platform/http/body-cap";
import { handleChargilyWebhook } from "~/modules/payments/server/online-payment";
import { logger } from "~/platform/logger.mjs";

/** The sender's mistakes: a forged signature, an unknown school, a body that is not an event. */
const STATUS: Record<string, number> = { FORBIDDEN: 403, NOT_FOUND: 404, BAD_REQUEST: 400 };

/** POST /api/payments/chargily/{schoolId}: Chargily Pay's webhook (src/modules/payments/server/online-payment.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ schoolId: string }> }) {
  const { schoolId } = await params;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(schoolId)) return new Response("Not found", { status: 404 });
  // Chargily's events weigh a few kilobytes
  const body = await readBodyUpTo(request, 64 * 1024);
  if (!body) return new Response("Too large", { status: 413 });
  try {
    const result = await handleChargilyWebhook(db, schoolId, body, request.headers.get("signature"));
    return Response.json(result);
  } catch (error) {
    if (error instanceof AppError && STATUS[error.code])
      return new Response(error.code, { status: STATUS[error.code] });
    // our database or Chargily itself failed: 503 makes Chargily deliver the event again, and a payment recorded
    // once is never recorded twice (the checkout id is unique)
    logger.error({ err: error, schoolId }, "Chargily webhook failed");
    return new Response("Try again later", { status: 503, headers: { "retry-after": "60" } });
  }
}
