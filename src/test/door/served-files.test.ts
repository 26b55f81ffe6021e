import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { closeRealtimeHub } from "~/platform/realtime";
import { callerForUser, seedOnce } from "~/test/callers";

/**
 * How stored uploads are served (issue 47): a transfer proof's PDF and a message's document download
 * (`Content-Disposition: attachment`), and every such answer says `Content-Security-Policy: sandbox` and `nosniff`,
 * so a file is never a page of ours even if one got past the upload's checks. The route handlers run as Next runs
 * them; only the session cookie's decoding is replaced by the actor under test.
 */
const session = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("~/platform/auth/session", () => ({ getActor: async () => session.actor }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(),
}));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
let schoolId: string;
let parentId: string;
let teacherId: string;
let studentId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" }, select: { id: true } })).id;
  teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } })).id;
  studentId = (
    await db.student.findFirstOrThrow({ where: { user: { email: "student@wasla.dz" } }, select: { id: true } })
  ).id;
});
afterAll(() => closeRealtimeHub());

async function get(
  route: () => Promise<{ GET: (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response> }>,
  url: string,
  id: string,
  as: string,
) {
  session.actor = await loadActor(db, as);
  const { GET } = await route();
  return GET(new NextRequest(new URL(url, "http://localhost:3000")), { params: Promise.resolve({ id }) });
}

describe("stored uploads are served as downloads, sandboxed", () => {
  it("a transfer proof's PDF: attachment, sandbox, nosniff", async () => {
    const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
    const feeId = (
      await db.fee.create({
        data: {
          schoolId,
          schoolYearId: year.id,
          kind: "OTHER",
          name: `Cantine ${Date.now()}`,
          amount: 90_000,
          months: ["2027-04"],
        },
        select: { id: true },
      })
    ).id;
    const form = new FormData();
    const paidOn = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    form.set(
      "fields",
      JSON.stringify({
        studentId,
        months: [{ feeId, month: "2027-04" }],
        amount: 90_000,
        paidOn,
        reference: "CCP 0099",
      }),
    );
    form.set("file", new File([new Uint8Array(PDF)], "recu.pdf", { type: "application/pdf" }));
    const { id } = await (await callerForUser(parentId)).payments.submitProof(form);

    const response = await get(
      () => import("~/app/api/payments/proofs/[id]/file/route"),
      `/api/payments/proofs/${id}/file`,
      id,
      parentId,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="preuve\.pdf"/);
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("a message's document: attachment, sandbox, nosniff (a byte range too)", async () => {
    const parent = await callerForUser(parentId);
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId,
      body: "Le certificat.",
    });
    const form = new FormData();
    form.set("fields", JSON.stringify({ conversationId, body: "Ci-joint" }));
    form.append("files", new File([new Uint8Array(PDF)], "certificat.pdf"));
    await parent.messages.send(form);
    const thread = await parent.messages.thread({ conversationId });
    const id = thread.messages.at(-1)!.attachments[0]!.id;

    for (const range of [null, "bytes=0-9"]) {
      session.actor = await loadActor(db, teacherId);
      const { GET } = await import("~/app/api/conversations/files/[id]/route");
      const request = new NextRequest(new URL(`/api/conversations/files/${id}`, "http://localhost:3000"), {
        headers: range ? { range } : {},
      });
      const response = await GET(request, { params: Promise.resolve({ id }) });
      expect(response.status).toBe(range ? 206 : 200);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="certificat\.pdf"/);
      expect(response.headers.get("content-security-policy")).toBe("sandbox");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
