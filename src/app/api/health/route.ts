import { checkHealth } from "~/platform/health";

/** GET /api/health, for a load balancer or a monitor: 200 when this instance can serve, 503 naming what failed. */
export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
