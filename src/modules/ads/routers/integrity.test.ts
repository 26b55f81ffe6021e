import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { slugRandom } from "~/lib/slug";
import { db } from "~/platform/db";
import { adForm, validAd } from "~/test/ads";
import { callerAs, seedOnce } from "~/test/callers";
import { newMember } from "~/test/members";

/** Counters, slugs, transactions and audit entries of the board, against the real database. */
const realTail = slugRandom.tail;
afterEach(() => {
  slugRandom.tail = realTail;
});

/** The next tails handed out, then random ones again. */
function forceTails(...tails: string[]) {
  slugRandom.tail = () => tails.shift() ?? realTail();
}

/** Makes the database refuse one kind of write, as a dropped connection would refuse it mid-way. */
async function failing<T>(table: string, column: string, run: () => Promise<T>) {
  await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION integrity_test_fail() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'connection lost (test)'; END $$ LANGUAGE plpgsql`);
  await db.$executeRawUnsafe(`CREATE TRIGGER integrity_test_fail BEFORE UPDATE OF "${column}" ON "${table}"
    FOR EACH ROW EXECUTE FUNCTION integrity_test_fail()`);
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER integrity_test_fail ON "${table}"`);
  }
}

/** Another transaction updating the ad's row for `ms` (a lock that does not block new comments' foreign keys). */
async function holdAd(id: string, ms: number) {
  await db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Ad" WHERE "id" = ${id} FOR NO KEY UPDATE`;
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
    { timeout: 10_000 },
  );
}

let adId: string;
let adSlug: string;

beforeAll(async () => {
  await seedOnce();
  adSlug = (await (await callerAs("MEMBER")).ads.create(adForm(validAd()))).slug;
  adId = (await db.ad.findUniqueOrThrow({ where: { slug: adSlug } })).id;
});

const counters = async (id: string) => {
  const ad = await db.ad.findUniqueOrThrow({ where: { id }, select: { likeCount: true, commentCount: true } });
  const likes = await db.adLike.count({ where: { adId: id } });
  const comments = await db.comment.count({ where: { adId: id, status: "VISIBLE" } });
  return { stored: ad, real: { likeCount: likes, commentCount: comments } };
};

describe("like and comment counters", () => {
  it("20 members liking at once leave likeCount = 20; 10 unliking at once leave 10", async () => {
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => newMember(`Aimeur ${i}`)));
    await Promise.all(members.map((m) => m.caller.ads.setLike({ adId, liked: true })));
    expect(await counters(adId)).toEqual({
      stored: { likeCount: 20, commentCount: 0 },
      real: { likeCount: 20, commentCount: 0 },
    });
    await Promise.all(members.slice(0, 10).map((m) => m.caller.ads.setLike({ adId, liked: false })));
    expect((await counters(adId)).stored.likeCount).toBe(10);
    expect((await counters(adId)).real.likeCount).toBe(10);
  });

  it("concurrent comment creates and deletes leave commentCount = visible comments", async () => {
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => newMember(`Commentateur ${i}`)));
    for (let round = 0; round < 3; round++) {
      const first = await Promise.all(
        members.map((m) => m.caller.comments.create({ adId, body: `Vu près de la gare (${m.name})` })),
      );
      // half delete theirs while the others comment twice more, all at once — and while another transaction
      // holds the ad's row for a moment (as a slow like would), so the writes pile up behind it
      await Promise.all([
        holdAd(adId, 300),
        ...members.slice(0, 10).map((m, i) => m.caller.comments.delete({ id: first[i]!.id })),
        ...members
          .slice(10)
          .flatMap((m) => [
            m.caller.comments.create({ adId, body: "Encore un indice" }),
            m.caller.comments.create({ adId, body: "Et un autre" }),
          ]),
      ]);
      const { stored, real } = await counters(adId);
      expect(stored.commentCount).toBe(real.commentCount);
    }
    expect((await counters(adId)).real.commentCount).toBe(3 * 30);
  });

  it("a comment and its ad's counter are one transaction: if the counter cannot be written, no comment is stored", async () => {
    const member = await newMember("Commentatrice Malchanceuse");
    const before = await db.comment.count({ where: { adId } });
    await expect(
      failing("Ad", "commentCount", () => member.caller.comments.create({ adId, body: "Perdu dans la coupure" })),
    ).rejects.toThrow();
    expect(await db.comment.count({ where: { adId } })).toBe(before);
    const { id } = await member.caller.comments.create({ adId, body: "Après la coupure" });
    await expect(failing("Ad", "commentCount", () => member.caller.comments.delete({ id }))).rejects.toThrow();
    expect((await db.comment.findUniqueOrThrow({ where: { id } })).status).toBe("VISIBLE");
  });
});

describe("slugs", () => {
  it("an ad whose slug is taken gets another tail instead of a 500", async () => {
    const member = await newMember("Posteur Slug");
    forceTails("aaaaa");
    const first = await member.caller.ads.create(adForm(validAd({ title: "Clés de voiture perdues" })));
    expect(first.slug).toBe("cles-de-voiture-perdues-aaaaa");
    forceTails("aaaaa", "aaaaa", "bbbbb");
    const second = await member.caller.ads.create(adForm(validAd({ title: "Clés de voiture perdues" })));
    expect(second.slug).toBe("cles-de-voiture-perdues-bbbbb");
  });

  it("members, people named by a school, schools and classes retry too (inside transactions, by savepoint)", async () => {
    forceTails("ccccc");
    const one = await newMember("Nadia Slug");
    forceTails("ccccc", "ddddd");
    const two = await newMember("Nadia Slug");
    expect([one.slug, two.slug]).toEqual(["nadia-slug-ccccc", "nadia-slug-ddddd"]);

    const superAdmin = await callerAs("SUPER_ADMIN");
    forceTails("eeeee");
    const schoolA = await superAdmin.school.create({ name: "École Slug" });
    // the second school's admin is created in the same transaction as the school: both collide once
    forceTails("eeeee", "fffff", "ccccc", "ggggg");
    const schoolB = await superAdmin.school.create({
      name: "École Slug",
      adminName: "Nadia Slug",
      adminEmail: "nadia.slug@test.dz",
    });
    expect([schoolA.slug, schoolB.slug]).toEqual(["ecole-slug-eeeee", "ecole-slug-fffff"]);
    expect((await db.user.findUniqueOrThrow({ where: { email: "nadia.slug@test.dz" } })).slug).toBe("nadia-slug-ggggg");

    const schoolId = (await db.school.findUniqueOrThrow({ where: { slug: schoolB.slug } })).id;
    const year = await superAdmin.schoolYears.create({
      schoolId,
      name: "2026-2027",
      startsOn: "2026-09-01",
      endsOn: "2027-06-30",
    });
    const level = await db.level.findFirstOrThrow({ where: { schoolId } });
    forceTails("hhhhh");
    const c1 = await superAdmin.classes.create({ schoolId, schoolYearId: year.id, levelId: level.id, name: "1AM 1" });
    forceTails("hhhhh", "iiiii");
    const c2 = await superAdmin.classes.create({ schoolId, schoolYearId: year.id, levelId: level.id, name: "1AM-1" });
    expect([c1.slug, c2.slug]).toEqual(["1am-1-hhhhh", "1am-1-iiiii"]);
  });
});

describe("moderators' edits and deletions are audited, in the same transaction", () => {
  const entries = (targetType: string, targetId: string) =>
    db.auditLog.findMany({
      where: { targetType, targetId },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true, before: true, after: true },
    });

  it("a moderator editing someone's ad writes ad.edit with before and after; the author's own edit does not", async () => {
    const author = await newMember("Auteur Audité");
    const { slug } = await author.caller.ads.create(adForm(validAd({ title: "Sac à dos bleu perdu" })));
    const id = (await db.ad.findUniqueOrThrow({ where: { slug } })).id;
    await author.caller.ads.update(
      adForm({ ...validAd({ title: "Sac à dos bleu perdu (école)" }), slug, keepPhotoIds: [] }),
    );
    expect(await entries("ad", id)).toEqual([]);

    const webmaster = await callerAs("WEBMASTER");
    const webmasterId = (await db.user.findUniqueOrThrow({ where: { email: "webmaster@wasla.dz" } })).id;
    await webmaster.ads.update(
      adForm({ ...validAd({ title: "Sac à dos bleu", contactName: "Auteur Audité" }), slug, keepPhotoIds: [] }),
    );
    const [edit] = await entries("ad", id);
    expect(edit).toMatchObject({
      action: "ad.edit",
      actorId: webmasterId,
      before: { title: "Sac à dos bleu perdu (école)", status: "PUBLISHED", photos: 0 },
      after: { title: "Sac à dos bleu", contactName: "Auteur Audité", status: "PUBLISHED" },
    });
    expect(JSON.stringify(edit)).not.toMatch(/editTokenHash|searchText/);

    await webmaster.ads.delete({ slug });
    expect((await entries("ad", id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["ad.edit", expect.anything(), expect.anything()],
      ["ad.delete", { status: "PUBLISHED" }, { status: "DELETED" }],
    ]);
  });

  it("the audit entry and the moderator's deletion stand or fall together", async () => {
    const author = await newMember("Auteur Atomique");
    const { slug } = await author.caller.ads.create(adForm(validAd({ title: "Montre dorée trouvée" })));
    const id = (await db.ad.findUniqueOrThrow({ where: { slug } })).id;
    await expect(
      failing("AuditLog", "id", async () => {
        // an INSERT trigger this time: the audit row itself cannot be written
        await db.$executeRawUnsafe(
          `CREATE TRIGGER integrity_test_fail_insert BEFORE INSERT ON "AuditLog" FOR EACH ROW EXECUTE FUNCTION integrity_test_fail()`,
        );
        try {
          return await (await callerAs("WEBMASTER")).ads.delete({ slug });
        } finally {
          await db.$executeRawUnsafe(`DROP TRIGGER integrity_test_fail_insert ON "AuditLog"`);
        }
      }),
    ).rejects.toThrow();
    expect((await db.ad.findUniqueOrThrow({ where: { id } })).status).toBe("PUBLISHED");
  });

  it("a moderator deleting someone's comment writes comment.delete with the comment as it was", async () => {
    const author = await newMember("Commentateur Audité");
    const { id } = await author.caller.comments.create({ adId, body: "Message à supprimer" });
    await (await callerAs("WEBMASTER")).comments.delete({ id });
    expect(await entries("comment", id)).toEqual([
      {
        action: "comment.delete",
        actorId: expect.any(String),
        before: { status: "VISIBLE", body: "Message à supprimer", authorId: author.id },
        after: { status: "DELETED" },
      },
    ]);
    const own = await author.caller.comments.create({ adId, body: "Le mien" });
    await author.caller.comments.delete({ id: own.id });
    expect(await entries("comment", own.id)).toEqual([]);
  });
});
