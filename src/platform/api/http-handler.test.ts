import { beforeAll, describe, expect, it, vi } from "vitest";
import { AD_PHOTO_MAX_BYTES } from "~/modules/ads/schemas";
import { loadActor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { DEMO_USERS } from "~/seed/seed";
import { validAd } from "~/test/ads";
import { seedOnce } from "~/test/callers";
import { freshResourceFile } from "~/test/matrix-world";
import { handleTrpcRequest } from "./http-handler";
import { createCaller } from "../../modules/root";
import { createInnerTRPCContext } from "./trpc";

/** The site's own origin in tests (NEXTAUTH_URL unset: the development fallback). */
const SITE = "http://localhost:3000";
const MiB = 1024 * 1024;

beforeAll(async () => {
  await seedOnce();
});

async function actorOf(role: (typeof DEMO_USERS)[number]["role"]) {
  const user = await db.user.findUniqueOrThrow({ where: { email: DEMO_USERS.find((u) => u.role === role)!.email } });
  return loadActor(db, user.id);
}

function send(req: Request, actor: Awaited<ReturnType<typeof actorOf>> | null = null) {
  return handleTrpcRequest(req, async () => createInnerTRPCContext({ db, actor, via: "http" }));
}

function post(path: string, body: BodyInit | null, headers: Record<string, string>) {
  return new Request(`${SITE}/api/trpc/${path}`, { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

const jsonBody = (input: unknown) => JSON.stringify({ json: input });

/** A body produced on demand, so a test can tell how much of it the server pulled. */
function lazyBody(total: number, chunk = MiB) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(chunk, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x20));
    },
  });
  return { stream, pulled: () => sent };
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { json: { message: string; data: Record<string, unknown> } } };
  return body.error.json;
}

describe("mutations refuse a foreign origin", () => {
  it("answers 403 with our error shape to a cross-site JSON POST (Origin) and never runs the procedure", async () => {
    const response = await send(
      post("account.removePhoto", jsonBody(undefined), {
        "content-type": "application/json",
        origin: "https://evil.example",
      }),
      await actorOf("MEMBER"),
    );
    expect(response.status).toBe(403);
    const error = await errorOf(response);
    expect(error.message).toBe("errors.forbidden");
    expect(error.data).toMatchObject({
      code: "FORBIDDEN",
      httpStatus: 403,
      messageKey: "errors.forbidden",
      path: "account.removePhoto",
    });
  });

  it("answers 403 to a multipart POST a browser marks cross-site, and to a batch (one error per call)", async () => {
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(10)], "a.png"));
    const multipart = await send(
      post("account.setPhoto", form, { "sec-fetch-site": "cross-site" }),
      await actorOf("MEMBER"),
    );
    expect(multipart.status).toBe(403);
    expect((await errorOf(multipart)).data).toMatchObject({ messageKey: "errors.forbidden" });

    const batch = await send(
      new Request(`${SITE}/api/trpc/account.removePhoto,account.removePhoto?batch=1`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-site",
          origin: "https://sub.localhost:3000",
        },
        body: JSON.stringify({}),
      }),
      await actorOf("MEMBER"),
    );
    expect(batch.status).toBe(403);
    const errors = (await batch.json()) as { error: { json: { data: { messageKey: string } } } }[];
    expect(errors.map((e) => e.error.json.data.messageKey)).toEqual(["errors.forbidden", "errors.forbidden"]);
  });

  it("serves same-origin browsers and server-side callers (no Origin, no Sec-Fetch-Site)", async () => {
    const member = await actorOf("MEMBER");
    const sameOrigin = await send(
      post("account.removePhoto", jsonBody(undefined), {
        "content-type": "application/json",
        origin: SITE,
        "sec-fetch-site": "same-origin",
      }),
      member,
    );
    expect(sameOrigin.status).toBe(200);
    const oldBrowser = await send(
      post("account.removePhoto", jsonBody(undefined), { "content-type": "application/json", origin: SITE }),
      member,
    );
    expect(oldBrowser.status).toBe(200);
    const serverSide = await send(
      post("account.removePhoto", jsonBody(undefined), { "content-type": "application/json" }),
      member,
    );
    expect(serverSide.status).toBe(200);
  });

  it("leaves GET queries alone (no side effects; cross-site reads are the browser's CORS business)", async () => {
    const response = await send(
      new Request(`${SITE}/api/trpc/reference.wilayas`, {
        headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      }),
    );
    expect(response.status).not.toBe(403);
  });
});

describe("request bodies are capped before they are read", () => {
  it("refuses a declared 100 MB JSON body with 413 and our error shape, without reading it", async () => {
    const body = lazyBody(100 * MiB);
    const response = await send(
      post("auth.requestPasswordReset", body.stream, {
        "content-type": "application/json",
        "content-length": String(100 * MiB),
      }),
    );
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error.data).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      httpStatus: 413,
      messageKey: "errors.requestTooLarge",
      messageValues: { size: 1 },
    });
    expect(body.pulled()).toBeLessThanOrEqual(MiB);
  });

  it("cuts off a chunked JSON body (no Content-Length) at the cap", async () => {
    const body = lazyBody(100 * MiB, 64 * 1024);
    const response = await send(post("auth.requestPasswordReset", body.stream, { "content-type": "application/json" }));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).data).toMatchObject({ messageKey: "errors.requestTooLarge" });
    expect(body.pulled()).toBeLessThanOrEqual(MiB + 3 * 64 * 1024);
  });

  it("cuts off a multipart ad post beyond 8 photos of 10 MB, whatever its Content-Length claims", async () => {
    const body = lazyBody(200 * MiB);
    const response = await send(
      post("ads.create", body.stream, {
        "content-type": "multipart/form-data; boundary=----x",
        "content-length": String(MiB),
      }),
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).data).toMatchObject({
      messageKey: "errors.requestTooLarge",
      messageValues: { size: 80 },
    });
    // the cap (80 MB of photos and 64 KB of fields) plus what the stream pipes buffer ahead
    expect(body.pulled()).toBeLessThanOrEqual(81 * MiB + 3 * MiB);
  });

  it("lets a full 2,000-row student import through (it weighs about 1 MB in Arabic, up to 3.7 MB at the schema's limits)", async () => {
    const long = (n: number) => "ع".repeat(n);
    const email = (i: number) => `${"x".repeat(240)}${i}@e.dz`.slice(-254);
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      name: long(100),
      birthPlace: long(100),
      registrationNumber: "9".repeat(30),
      className: long(40),
      email: email(i),
      phone: "+213 550 12 34 56",
      parent1Name: long(100),
      parent1Phone: "+213 550 12 34 56",
      parent1Email: email(i),
      parent2Name: long(100),
      parent2Phone: "+213 550 12 34 56",
      parent2Email: email(i),
    }));
    const body = jsonBody({ schoolId: "unknown-school", rows });
    expect(body.length).toBeGreaterThan(2 * MiB);
    const response = await send(post("people.previewImport", body, { "content-type": "application/json" }));
    // reaches the procedure (no login here), so the size was accepted
    expect(response.status).toBe(401);
  });

  it("checks each photo's declared size before reading its bytes", async () => {
    const read = vi.spyOn(Blob.prototype, "arrayBuffer");
    const form = new FormData();
    form.set("ad", JSON.stringify(validAd()));
    form.append("photos", new File([new Uint8Array(AD_PHOTO_MAX_BYTES + 1)], "huge.jpg", { type: "image/jpeg" }));
    const response = await send(post("ads.create", form, {}));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.data.fieldErrors).toMatchObject({
      photos: { key: "validation.fileTooLarge", values: { file: "huge.jpg", size: 10 } },
    });
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});

describe("procedures for route handlers only (meta serverOnly)", () => {
  it("a resource's file, bytes and all, does not exist through /api/trpc, even for the school's admin", async () => {
    const admin = (await actorOf("ADMIN"))!;
    const resource = await freshResourceFile(admin.schoolIds[0]!, admin.userId);
    // in process (a route handler) it is there…
    const inProcess = createCaller(createInnerTRPCContext({ db, actor: admin }));
    expect((await inProcess.resources.file({ id: resource.id })).name).toBe("fiche.pdf");
    // …through the endpoint it is not
    const input = encodeURIComponent(JSON.stringify({ json: { id: resource.id } }));
    const response = await send(new Request(`${SITE}/api/trpc/resources.file?input=${input}`), admin);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("body");
  });
});
