import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { closeJobQueue } from "~/platform/jobs/queue";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { cardPdfKey, printedFingerprint, signCardRender, verifyCardRender } from "./card-pdf";
import { runCardPdfJob, type CardRenderer } from "./card-pdf-job";
import { cardContent } from "~/test/card-content";

/**
 * Results day (issue 35): a published card's PDF is made once, ahead, and downloads serve the stored bytes. The
 * download route runs as Next runs it; only the session cookie's decoding hands over the actor. The job's renderer
 * is Chromium in production (proven by the report-cards journey); here it returns marked bytes, so what the route
 * serves can be told from a render.
 */
const session = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("~/platform/auth/session", () => ({
  getActor: async () => session.actor,
  getActorPendingPasswordChange: async () => session.actor,
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(),
}));

let card: { id: string; classId: string; termId: string };
let parent: Actor;
let teacher: Actor;

beforeAll(async () => {
  const { schoolId } = await seedOnce();
  const sara = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true, enrollments: { select: { classId: true, class: { select: { schoolYearId: true } } } } },
  });
  const { classId, class: cls } = sara.enrollments[0]!;
  const term = await db.term.findFirstOrThrow({
    where: { schoolYearId: cls.schoolYearId, number: 1 },
    select: { id: true },
  });
  const content = cardContent(1350);
  card = await db.reportCard.upsert({
    where: { studentId_termId: { studentId: sara.id, termId: term.id } },
    create: { schoolId, studentId: sara.id, classId, termId: term.id, content, averageHundredths: 1350 },
    update: {},
    select: { id: true, classId: true, termId: true },
  });
  const teacherUser = await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } });
  await db.reportCardRelease.upsert({
    where: { classId_termId: { classId, termId: term.id } },
    create: { classId, termId: term.id, publishedById: teacherUser.id },
    update: {},
  });
  parent = (await loadActor(db, (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id))!;
  teacher = (await loadActor(db, teacherUser.id))!;
});
// a remark on a published card queues its PDF, which starts the queue on PostgreSQL
afterAll(closeJobQueue);

describe("a card's printed fingerprint", () => {
  it("is the same for its teacher and its parents; a remark, the language or the build makes another", async () => {
    const byTeacher = await (await callerAs("TEACHER")).reportCards.get({ id: card.id });
    const byParent = await (await callerAs("PARENT")).reportCards.get({ id: card.id });
    expect(byTeacher.mode).toBe("staff");
    expect(byParent.mode).toBe("family");
    const fr = printedFingerprint(byParent, "fr");
    expect(printedFingerprint(byTeacher, "fr")).toBe(fr);
    expect(printedFingerprint(byParent, "ar")).not.toBe(fr);
    expect(printedFingerprint(byParent, "fr", "another-build")).not.toBe(fr);
    await (await callerAs("ADMIN")).reportCards.saveRemarks({ id: card.id, general: `Bon trimestre ${Date.now()}` });
    expect(printedFingerprint(await (await callerAs("PARENT")).reportCards.get({ id: card.id }), "fr")).not.toBe(fr);
  });
});

describe("the job's pass to a card's print view", () => {
  it("opens that card only, for ten minutes, and only in process", async () => {
    const now = Date.now();
    const token = signCardRender(card.id, 600, now);
    expect(verifyCardRender(token, card.id, now)).toBe(true);
    expect(verifyCardRender(token, "another-card", now)).toBe(false);
    expect(verifyCardRender(token, card.id, now + 601_000)).toBe(false);
    expect(verifyCardRender(`${token}x`, card.id, now)).toBe(false);
    expect(verifyCardRender(`9${token}`, card.id, now)).toBe(false);
    const visitor = await callerAs(null);
    expect((await visitor.reportCards.forRender({ id: card.id, token })).card.id).toBe(card.id);
    expect(
      (await clientError(visitor.reportCards.forRender({ id: card.id, token: signCardRender("another-card") }))).code,
    ).toBe("NOT_FOUND");
  });
});

describe("a card's PDF made ahead", () => {
  const rendered: string[] = [];
  const render: CardRenderer = async (cardId, locale) => {
    rendered.push(locale);
    return Buffer.from(`%PDF-1.7 made ahead ${cardId} ${locale}`);
  };
  const download = async (actor: Actor | null, locale: string, headers: Record<string, string> = {}) => {
    session.actor = actor;
    const { GET } = await import("~/app/api/report-cards/pdf/route");
    return GET(
      new NextRequest(new URL(`http://localhost:3000/api/report-cards/pdf?card=${card.id}&lang=${locale}`), {
        headers,
      }),
    );
  };

  it("is made once per language, and the download serves it stored, then a 304 while nothing printed changes", async () => {
    expect(await runCardPdfJob(db, { cardId: card.id }, render)).toBe(2);
    expect(rendered.sort()).toEqual(["ar", "fr"]);
    expect(await runCardPdfJob(db, { cardId: card.id }, render)).toBe(0);

    const response = await download(parent, "ar");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-wasla-pdf")).toBe("stored");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe(`%PDF-1.7 made ahead ${card.id} ar`);
    const etag = response.headers.get("etag")!;
    const again = await download(parent, "ar", { "if-none-match": etag });
    expect(again.status).toBe(304);
    // the teacher's download is the same file
    expect((await download(teacher, "ar")).headers.get("etag")).toBe(etag);
  });

  it("is refused, stored or not, to whoever may not read the card", async () => {
    const other = await db.parentLink.findFirstOrThrow({
      where: {
        student: { enrollments: { some: { classId: card.classId } } },
        parent: { email: { not: "parent@wasla.dz" } },
      },
      select: { parentId: true },
    });
    const stranger = (await loadActor(db, other.parentId))!;
    expect((await download(stranger, "fr")).status).toBe(404);
    expect((await download(null, "fr")).status).toBe(401);
  });

  it("is made again when a remark changes it; the earlier file is not served", async () => {
    const before = (await download(parent, "fr")).headers.get("etag");
    await (await callerAs("ADMIN")).reportCards.saveRemarks({ id: card.id, general: `Encore mieux ${Date.now()}` });
    rendered.length = 0;
    expect(await runCardPdfJob(db, { cardId: card.id }, render)).toBe(2);
    const after = await download(parent, "fr");
    expect(after.headers.get("x-wasla-pdf")).toBe("stored");
    expect(after.headers.get("etag")).not.toBe(before);
    const view = await (await callerAs("PARENT")).reportCards.get({ id: card.id });
    expect(cardPdfKey(card.id, printedFingerprint(view, "fr"), "fr")).toMatch(/^private\/report-cards\//);
  });
});
