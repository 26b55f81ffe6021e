import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { CARD_PDF_QUEUE, closeJobQueue, jobQueue } from "~/platform/jobs/queue";
import { callerAs, seedOnce } from "~/test/callers";
import { cardContent } from "~/test/card-content";

/**
 * The cards' PDFs are queued in the publishing transaction (the queue's rule, jobs/queue.ts), on the real database and
 * a real pg-boss: what commits has its jobs, whatever happens after the commit; what rolls back queues nothing.
 */
let classId: string;
let termId: string;
let cardIds: string[];

const jobsOf = async (ids: readonly string[]) =>
  db.$queryRawUnsafe<{ cardId: string }[]>(
    `SELECT data->>'cardId' AS "cardId" FROM pgboss.job WHERE name = $1 AND data->>'cardId' = ANY($2::text[])`,
    CARD_PDF_QUEUE,
    ids,
  );

beforeAll(async () => {
  const { schoolId } = await seedOnce();
  await jobQueue();
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
  const term = await db.term.findFirstOrThrow({ where: { schoolYearId: year.id, number: 3 }, select: { id: true } });
  const cls = await db.schoolClass.findFirstOrThrow({
    where: { schoolYearId: year.id, enrollments: { some: {} } },
    orderBy: { name: "desc" },
    select: { id: true, enrollments: { take: 3, select: { studentId: true } } },
  });
  classId = cls.id;
  termId = term.id;
  const content = cardContent();
  cardIds = [];
  for (const { studentId } of cls.enrollments) {
    const card = await db.reportCard.upsert({
      where: { studentId_termId: { studentId, termId } },
      create: { schoolId, studentId, classId, termId, content, averageHundredths: 1200 },
      update: {},
      select: { id: true },
    });
    cardIds.push(card.id);
  }
});
afterEach(async () => {
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS wasla_test_refuse ON "Notification"`);
  await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS wasla_test_refuse()`);
  await db.reportCardRelease.deleteMany({ where: { classId, termId } });
  await db.notification.deleteMany({
    where: { kind: "reportCard.published", params: { path: ["classId"], equals: classId } },
  });
  await db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = $1`, CARD_PDF_QUEUE);
});
afterAll(async () => {
  await closeJobQueue();
});

describe("a class's cards published", () => {
  it("queue exactly one PDF job a card (it makes each language), with the publication", async () => {
    await (await callerAs("ADMIN")).reportCards.setRelease({ classId, termId, released: true });
    expect((await jobsOf(cardIds)).map((j) => j.cardId).sort()).toEqual([...cardIds].sort());
  });

  it("keep their jobs when the process fails right after the commit", async () => {
    // the publication commits, then the process stops before the action's next line
    const stopsAfterCommit = new Proxy(db, {
      get(target, name, receiver) {
        if (name !== "$transaction") return Reflect.get(target, name, receiver) as unknown;
        return async (...args: unknown[]) => {
          await (target.$transaction as (...a: unknown[]) => Promise<unknown>)(...args);
          throw new Error("the process stopped after the commit");
        };
      },
    });
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" }, select: { id: true } });
    const caller = createCaller(createInnerTRPCContext({ db: stopsAfterCommit, actor: await loadActor(db, admin.id) }));
    await expect(caller.reportCards.setRelease({ classId, termId, released: true })).rejects.toThrow();
    expect(await db.reportCardRelease.count({ where: { classId, termId } })).toBe(1);
    expect((await jobsOf(cardIds)).map((j) => j.cardId).sort()).toEqual([...cardIds].sort());
  });

  it("queue nothing when the publication fails after the jobs were queued", async () => {
    // the families' notifications are written after the jobs, in the same transaction: refusing them fails it
    await db.$executeRawUnsafe(
      `CREATE FUNCTION wasla_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER wasla_test_refuse BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION wasla_test_refuse()`,
    );
    await expect(
      (await callerAs("ADMIN")).reportCards.setRelease({ classId, termId, released: true }),
    ).rejects.toThrow();
    expect(await db.reportCardRelease.count({ where: { classId, termId } })).toBe(0);
    expect(await jobsOf(cardIds)).toEqual([]);
  });
});

describe("a published card's remark", () => {
  it("queues its PDF again with the remark; a card not yet published queues nothing", async () => {
    const admin = await callerAs("ADMIN");
    await admin.reportCards.saveRemarks({ id: cardIds[0]!, general: `Avant ${Date.now()}` });
    expect(await jobsOf(cardIds)).toEqual([]);
    await admin.reportCards.setRelease({ classId, termId, released: true });
    await db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = $1`, CARD_PDF_QUEUE);
    await admin.reportCards.saveRemarks({ id: cardIds[0]!, general: `Après ${Date.now()}` });
    expect(await jobsOf(cardIds)).toEqual([{ cardId: cardIds[0] }]);
  });
});
