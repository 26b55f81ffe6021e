import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_EVENT_PHOTOS } from "~/modules/events/domain/constants";
import { RESOURCE_FILE_MAX_BYTES } from "~/modules/resources/domain/constants";
import { AD_PHOTO_MAX_BYTES, MAX_AD_PHOTOS } from "~/modules/ads/schemas";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { DEMO_USERS } from "~/seed/seed";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { trpcHttpServer, upload, type Upload } from "~/test/trpc-http";
import { zipBomb } from "~/test/zip-bomb";
import { MULTIPART_LIMITS, trpcBodyLimit } from "../../platform/api/body-limits";
import { PROOF_MAX_BYTES } from "~/modules/payments/domain/proof";
import { appRouter } from "../../modules/root";
import { createInnerTRPCContext } from "../../platform/api/trpc";

/**
 * Uploads end to end, as the browser sends them: multipart over a real socket into /api/trpc's handler. A file
 * within what the form advertises (10 MB) is kept; a larger one gets the "too large" message, as an answer the
 * browser can read (never a 500, never a connection reset under it).
 */
const MB = 1_000_000;
let actor: Actor | null = null;
let server: Awaited<ReturnType<typeof trpcHttpServer>>;
let schoolId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  server = await trpcHttpServer(async () => createInnerTRPCContext({ db, actor }));
});
afterAll(() => server.close());

async function as(role: (typeof DEMO_USERS)[number]["role"]) {
  const user = await db.user.findUniqueOrThrow({
    where: { email: DEMO_USERS.find((u) => u.role === role)!.email },
    select: { id: true },
  });
  actor = await loadActor(db, user.id);
}

/** A PDF of `bytes` bytes (its header, then spaces). */
const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(bytes - 9, 0x20)]);
/** An uncompressed PNG: its size on disk follows its side (1730 px ≈ 9 MB, 1915 px ≈ 11 MB). */
const png = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#3a7" } })
    .png({ compressionLevel: 0 })
    .toBuffer();

function resourceForm(file: { name: string; bytes: Buffer }) {
  const form = new FormData();
  form.set(
    "fields",
    JSON.stringify({ schoolId, title: "Annales", kind: "EDUCATIONAL", audience: "SCHOOL", source: "file", url: null }),
  );
  form.set("file", new File([new Uint8Array(file.bytes)], file.name));
  return form;
}

function eventForm(photos: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  form.set(
    "fields",
    JSON.stringify({ schoolId, title: "Kermesse", startDate: "2030-05-20", startTime: "09:00", audience: "SCHOOL" }),
  );
  for (const p of photos) form.append("photos", new File([new Uint8Array(p.bytes)], p.name, { type: "image/png" }));
  return form;
}

function answer(result: Upload) {
  if ("error" in result) throw new Error(`the connection failed under the upload: ${result.error}`);
  const body = JSON.parse(result.body) as {
    result?: { data: { json: unknown } };
    error?: { json: { data: Record<string, unknown> } };
  };
  return { status: result.status, data: body.result?.data.json, error: body.error?.json.data };
}

describe("a resource file up to 10 MB", () => {
  it("is kept at 9 MB", async () => {
    await as("TEACHER");
    const sent = answer(
      await upload(
        `${server.origin}/api/trpc/resources.create`,
        resourceForm({ name: "annales.pdf", bytes: pdf(9 * MB) }),
      ),
    );
    expect(sent.status).toBe(200);
    const { id } = sent.data as { id: string };
    expect(await db.resource.findUniqueOrThrow({ where: { id }, select: { fileSize: true, fileType: true } })).toEqual({
      fileSize: 9 * MB,
      fileType: "application/pdf",
    });
  });

  it("is refused at 11 MB with the 'too large' message (10 MB), answered to the browser rather than cut off", async () => {
    await as("TEACHER");
    const sent = answer(
      await upload(
        `${server.origin}/api/trpc/resources.create`,
        resourceForm({ name: "annales.pdf", bytes: pdf(11 * MB) }),
      ),
    );
    expect(sent.status).toBe(413);
    expect(sent.error).toMatchObject({ messageKey: "errors.requestTooLarge", messageValues: { size: 10 } });
  });

  it("is refused just over 10 MB on its field, by name", async () => {
    await as("TEACHER");
    const sent = answer(
      await upload(
        `${server.origin}/api/trpc/resources.create`,
        resourceForm({ name: "annales.pdf", bytes: pdf(RESOURCE_FILE_MAX_BYTES + 1) }),
      ),
    );
    expect(sent.status).toBe(400);
    expect(sent.error?.fieldErrors).toEqual({
      file: { key: "validation.fileTooLarge", values: { file: "annales.pdf", size: 10 } },
    });
  });

  it("is refused as a file type when it is a ZIP bomb, at once", async () => {
    await as("TEACHER");
    const start = performance.now();
    const sent = answer(
      await upload(`${server.origin}/api/trpc/resources.create`, resourceForm({ name: "cours.odt", bytes: zipBomb() })),
    );
    expect(sent.status).toBe(400);
    expect(sent.error?.fieldErrors).toEqual({ file: { key: "validation.fileFormat", values: { file: "cours.odt" } } });
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe("event photos up to 10 MB each, as the board's", () => {
  it("keeps a 9 MB photo", async () => {
    await as("ADMIN");
    const photo = await png(1730);
    expect(photo.length).toBeGreaterThan(8.9 * MB);
    const sent = answer(
      await upload(`${server.origin}/api/trpc/events.save`, eventForm([{ name: "kermesse.png", bytes: photo }])),
    );
    expect(sent.status).toBe(200);
    const { slug } = sent.data as { slug: string };
    expect(await db.eventPhoto.count({ where: { event: { slug } } })).toBe(1);
  });

  it("refuses an 11 MB photo on its field, by name", async () => {
    await as("ADMIN");
    const photo = await png(1915);
    expect(photo.length).toBeGreaterThan(11 * MB);
    const sent = answer(
      await upload(`${server.origin}/api/trpc/events.save`, eventForm([{ name: "grande.png", bytes: photo }])),
    );
    expect(sent.status).toBe(400);
    expect(sent.error?.fieldErrors).toEqual({
      photos: { key: "validation.fileTooLarge", values: { file: "grande.png", size: 10 } },
    });
  });
});

describe("the JSON part of a multipart form", () => {
  it("is refused past 64 KB without being parsed (the body limit leaves room for files, not for fields)", async () => {
    const parse = vi.spyOn(JSON, "parse");
    const form = new FormData();
    form.set(
      "fields",
      JSON.stringify({
        schoolId,
        title: "Kermesse",
        startDate: "2030-05-20",
        startTime: "09:00",
        audience: "SCHOOL",
        description: "é".repeat(100_000),
      }),
    );
    const error = await clientError((await callerAs("ADMIN")).events.save(form));
    expect(error).toMatchObject({ code: "BAD_REQUEST", messageKey: "validation.checkInput" });
    expect(parse.mock.calls.filter(([text]) => typeof text === "string" && text.length > 64 * 1024)).toEqual([]);
    parse.mockRestore();
  });
});

describe("every procedure that takes files has a body limit that fits them", () => {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { inputs: { safeParse?: (v: unknown) => { success: boolean } }[] } }
  >;
  // a FormData passes, a plain object does not: z.instanceof(FormData), not an object of optional fields
  const takesFormData = (input: { safeParse?: (v: unknown) => { success: boolean } }) =>
    !!input.safeParse?.(new FormData()).success && !input.safeParse({}).success;
  const multipart = Object.keys(procedures)
    .filter((path) => procedures[path]!._def.inputs.some(takesFormData))
    .sort();

  it("names each of them in MULTIPART_LIMITS, and nothing else", () => {
    expect(multipart).toEqual([
      "account.setPhoto",
      "ads.create",
      "ads.update",
      "ads.updateWithLink",
      "events.save",
      "messages.send",
      "payments.submitProof",
      "resources.create",
    ]);
    expect(Object.keys(MULTIPART_LIMITS).sort()).toEqual(multipart);
  });

  it("leaves room for every file the form allows at its largest", () => {
    const multipartType = "multipart/form-data; boundary=x";
    expect(trpcBodyLimit("resources.create", multipartType)).toBeGreaterThan(RESOURCE_FILE_MAX_BYTES);
    expect(trpcBodyLimit("events.save", multipartType)).toBeGreaterThan(MAX_EVENT_PHOTOS * AD_PHOTO_MAX_BYTES);
    expect(trpcBodyLimit("ads.create", multipartType)).toBeGreaterThan(MAX_AD_PHOTOS * AD_PHOTO_MAX_BYTES);
    expect(trpcBodyLimit("payments.submitProof", multipartType)).toBeGreaterThan(PROOF_MAX_BYTES);
  });
});
