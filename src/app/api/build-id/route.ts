/** The id of the running build; open tabs poll it to offer a reload after a deployment. */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    { buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? "development" },
    { headers: { "cache-control": "no-store" } },
  );
}
