import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { listCategoryNames, listWilayas } from "~/modules/ads/server/board";
import { callerAs, seedOnce } from "~/test/callers";

beforeAll(async () => {
  await seedOnce();
});

describe("reference data cache", () => {
  it("reads the wilayas once", async () => {
    const first = await listWilayas(db);
    expect(first).toHaveLength(69);
    await db.wilaya.update({ where: { code: "16" }, data: { nameFr: "Alger (changé hors de l'app)" } });
    expect((await listWilayas(db)).find((w) => w.code === "16")?.nameFr).toBe(
      first.find((w) => w.code === "16")?.nameFr,
    );
    await db.wilaya.update({ where: { code: "16" }, data: { nameFr: first.find((w) => w.code === "16")!.nameFr } });
  });

  it("keeps category names until a moderator changes them, then shows the change at once", async () => {
    const before = await listCategoryNames(db);
    const target = before[0]!;
    // a write behind the app's back is not seen: the names are cached
    await db.category.update({ where: { id: target.id }, data: { nameEn: "Changed behind the app" } });
    expect((await listCategoryNames(db))[0]!.nameEn).toBe(target.nameEn);
    // the moderation screens' own write is seen at once
    await (
      await callerAs("WEBMASTER")
    ).moderation.updateCategory({
      id: target.id,
      nameFr: target.nameFr,
      nameEn: "Renamed by a moderator",
      nameAr: target.nameAr,
    });
    expect((await listCategoryNames(db))[0]!.nameEn).toBe("Renamed by a moderator");
  });
});
