import type { AnyProcedure } from "@trpc/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadActor } from "~/server/auth/actor";
import { db } from "~/server/db";
import { MiB } from "~/server/http/body-cap";
import { DEMO_USERS } from "~/server/seed/seed";
import { seedOnce } from "~/test/callers";
import { MULTIPART_LIMITS } from "./body-limits";
import { handleTrpcRequest } from "./http-handler";
import { appRouter } from "./root";
import { createInnerTRPCContext } from "./trpc";

/**
 * Files get the size the screens promise (issue 27): a resource and an event's photos up to 10 MB each, through the
 * same endpoint and body caps the browser meets; a larger one gets the clear "too large" message, never a 500.
 */
const SITE = "http://localhost:3000";
let schoolId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
});

async function asAdmin(path: string, form: FormData) {
  const user = await db.user.findUniqueOrThrow({ where: { email: DEMO_USERS.find((u) => u.role === "ADMIN")!.email }, select: { id: true } });
  const actor = await loadActor(db, user.id);
  const request = new Request(`${SITE}/api/trpc/${path}`, { method: "POST", body: form, headers: { origin: SITE } });
  const response = await handleTrpcRequest(request, async () => createInnerTRPCContext({ db, actor }));
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { json: { message: string; data: { fieldErrors?: Record<string, unknown> } } } } };
}

function resourceForm(bytes: number) {
  const form = new FormData();
  form.set("fields", JSON.stringify({ schoolId, title: "Annales du BEM", kind: "EDUCATIONAL", audience: "SCHOOL", source: "file" }));
  const pdf = Buffer.alloc(bytes, 0x20);
  pdf.write("%PDF-1.4\n");
  form.set("file", new File([pdf], "annales.pdf", { type: "application/pdf" }));
  return form;
}

describe("multipart body limits", () => {
  it("every procedure that takes a FormData has its own limit", () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    const multipart = Object.keys(procedures).filter((path) => {
      const input = procedures[path]!._def.inputs[0] as { safeParse?: (v: unknown) => { success: boolean } } | undefined;
      return !!input?.safeParse && input.safeParse(new FormData()).success && !input.safeParse({}).success;
    });
    expect(multipart.length).toBeGreaterThan(3);
    expect(multipart.filter((path) => !MULTIPART_LIMITS[path]).sort()).toEqual([]);
  });

  it("takes a 9 MB resource file, and refuses a 10.5 MB one on its field", async () => {
    const ok = await asAdmin("resources.create", resourceForm(9 * MiB));
    expect(ok.status).toBe(200);
    const tooBig = await asAdmin("resources.create", resourceForm(10.5 * MiB));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error!.json.data.fieldErrors).toHaveProperty("file");
  }, 60_000);

  it("takes an event photo of 9 MB", async () => {
    const width = 1750;
    const noise = Buffer.alloc(width * width * 3);
    for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
    const png = await sharp(noise, { raw: { width, height: width, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(8.5 * MiB);
    const form = new FormData();
    form.set("fields", JSON.stringify({ schoolId, title: "Sortie au Tassili", startDate: "2030-05-04", startTime: "09:00", audience: "SCHOOL" }));
    form.append("photos", new File([new Uint8Array(png)], "tassili.png", { type: "image/png" }));
    const saved = await asAdmin("events.save", form);
    expect(saved.status, JSON.stringify(saved.body.error ?? null)).toBe(200);
  }, 60_000);
});
