import { routeCall } from "~/platform/api/route-caller";

/**
 * GET /api/payments/proofs/{id}/file: a transfer proof's photo or PDF, to the school's payment staff and the pupil's
 * parents only (src/modules/payments/server/payment-proofs.ts); anyone else "not found". The photo (re-encoded by
 * us) shows in the tab; a PDF downloads, to be opened by a reader rather than run as our page (issue 47), and every
 * answer is sandboxed: no script of ours, no origin (src/test/door/served-files.test.ts).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) return new Response("Not found", { status: 404 });
  const read = await routeCall((api) => api.payments.proofFile({ id }));
  if (!read.ok) return read.response;
  const file = read.value;
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.type,
      "content-disposition": `${file.inline ? "inline" : "attachment"}; filename="${file.name}"`,
      "content-security-policy": "sandbox",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-length": String(file.body.length),
    },
  });
}
