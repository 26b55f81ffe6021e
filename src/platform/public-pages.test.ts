import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayKey } from "~/lib/school-time";
import { db } from "~/platform/db";
import { callerAs, seedOnce } from "~/test/callers";
import { adForm, validAd } from "~/test/ads";
import { answerOf } from "../../scripts/http-answer";
import { CACHE_HEADER, PageCache } from "../../scripts/page-cache.mjs";
import { setPublicPagesHook } from "./public-pages";

/**
 * Which writes drop which public pages (issue 49: any write emptied every instance's whole cache). The production
 * server's page cache (scripts/page-cache.mjs) in front of a stand-in for Next, its hook installed as
 * scripts/server.mjs installs it; the writes are the procedures on the real database. A private write (a grade, a
 * read receipt) drops nothing; an ad's edit drops its page and the board's lists, not another ad's or a school's.
 */
const cache = new PageCache();
const told: string[][] = [];
const server = createServer((req, res) => {
  if (cache.handle(req, res)) return;
  const nonce = `n${Math.random().toString(36).slice(2)}`;
  res.setHeader("content-security-policy", `script-src 'nonce-${nonce}'`);
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(`<!DOCTYPE html><html><body><script nonce="${nonce}"></script>${req.url}</body></html>`);
});
let base = "";
let schoolSlug: string;
let adA: string;
let adB: string;

/** The pages a visitor keeps seeing, by name. */
const pages = () => ({
  home: "/fr",
  board: "/fr/old/annonces",
  category: "/fr/category/portefeuilles",
  member: "/fr/membre/membre-demo",
  adA: `/fr/old/annonces/${encodeURIComponent(adA)}`,
  adB: `/fr/old/annonces/${encodeURIComponent(adB)}`,
  school: `/fr/school/${schoolSlug}`,
  otherSchool: "/fr/school/une-autre-ecole",
});
type Page = keyof ReturnType<typeof pages>;
const cached = async (page: Page) => (await answerOf(base + pages()[page])).headers[CACHE_HEADER] === "hit";
/** Visits every page once, so each is kept. */
async function warm() {
  for (const path of Object.values(pages())) await answerOf(base + path);
}
/** Which pages are still kept (a visit to a dropped page keeps it again). */
async function stillKept() {
  const kept: Page[] = [];
  for (const page of Object.keys(pages()) as Page[]) if (await cached(page)) kept.push(page);
  return kept.sort();
}
const ALL = (
  Object.keys({ home: 0, board: 0, category: 0, member: 0, adA: 0, adB: 0, school: 0, otherSchool: 0 }) as Page[]
).sort();

beforeAll(async () => {
  const { schoolId } = await seedOnce();
  schoolSlug = (await db.school.findUniqueOrThrow({ where: { id: schoolId }, select: { slug: true } })).slug;
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const member = await callerAs("MEMBER");
  adA = (await member.ads.create(adForm(validAd({ title: "Clés de voiture trouvées" })))).slug;
  adB = (await member.ads.create(adForm(validAd({ title: "Cartable rouge perdu" })))).slug;
  setPublicPagesHook({ changed: (tags) => (told.push(tags), cache.clear(tags)) });
});
afterAll(() => {
  setPublicPagesHook(null);
  server.close();
});

describe("the public pages a write drops", () => {
  it("a grade saved and read receipts drop nothing", async () => {
    const cls = await db.schoolClass.findFirstOrThrow({
      where: { school: { slug: schoolSlug }, name: "4AM1" },
      select: { id: true, schoolYearId: true },
    });
    const term = await db.term.findFirstOrThrow({
      where: { schoolYearId: cls.schoolYearId, number: 1 },
      select: { id: true, startsOn: true },
    });
    const teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } }))
      .id;
    const maths = await db.classSubject.findFirstOrThrow({
      where: { classId: cls.id, teacherId },
      select: { id: true },
    });
    const student = await db.student.findFirstOrThrow({
      where: { enrollments: { some: { classId: cls.id } } },
      select: { id: true },
    });
    const teacher = await callerAs("TEACHER");
    const day = dayKey(new Date(term.startsOn.getTime() + 20 * 86_400_000));
    const evaluation = await teacher.evaluations.save({
      classSubjectId: maths.id,
      termId: term.id,
      kind: "TEST",
      from: day,
      to: day,
    });

    await warm();
    told.length = 0;
    const saved = await teacher.gradebook.save({
      classSubjectId: maths.id,
      termId: term.id,
      cells: [{ evaluationId: evaluation.id, studentId: student.id, text: "15", base: 0 }],
    });
    expect(saved.saved).toHaveLength(1);
    await (await callerAs("PARENT")).notifications.markRead({});
    await (await callerAs("STUDENT")).notifications.markRead({});
    expect(told).toEqual([]);
    expect(await stillKept()).toEqual(ALL);
  });

  it("an ad's edit drops its page and the board's lists, not another ad's, a school's or the home page", async () => {
    await warm();
    await (
      await callerAs("MEMBER")
    ).ads.update(
      adForm({ ...validAd({ title: "Clés de voiture trouvées près du marché" }), slug: adA, keepPhotoIds: [] }),
    );
    expect(await stillKept()).toEqual((["adB", "home", "otherSchool", "school"] as Page[]).sort());
  });

  it("a comment drops its ad's page (and the lists showing its count), not the other ad's", async () => {
    await warm();
    const ad = await db.ad.findUniqueOrThrow({ where: { slug: adB }, select: { id: true } });
    await (await callerAs("MEMBER")).comments.create({ adId: ad.id, body: "Je crois l'avoir vu au marché." });
    expect(await stillKept()).toEqual((["adA", "home", "otherSchool", "school"] as Page[]).sort());
  });

  it("a school's settings drop its own page only", async () => {
    await warm();
    const schoolId = (await db.school.findUniqueOrThrow({ where: { slug: schoolSlug }, select: { id: true } })).id;
    await (await callerAs("ADMIN")).school.updateSettings({ schoolId, phone: "0550 00 00 01" });
    expect(await stillKept()).toEqual(ALL.filter((page) => page !== "school"));
  });
});
