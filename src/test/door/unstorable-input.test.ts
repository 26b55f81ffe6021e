import { describe, expect, it } from "vitest";
import { databaseError } from "~/platform/api/database-errors";
import { db } from "~/platform/db";
import { callerAs, clientError, seedOnce } from "~/test/callers";

/** Strings PostgreSQL cannot store are refused by the base middleware, before any query (trpc.ts). */
describe("input PostgreSQL cannot store", () => {
  const names = (nameAr: string) => ({ nameFr: "Catégorie d’essai", nameEn: "Test category", nameAr });

  it.each([
    ["a NUL byte", "a\u0000b"],
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "x\udc00y"],
  ])("%s is a 400 before any query", async (_name, nameAr) => {
    await seedOnce();
    const before = await db.category.count();
    let cause: unknown;
    const call = (await callerAs("SUPER_ADMIN")).moderation.createCategory(names(nameAr));
    await call.catch((error: { cause?: unknown }) => (cause = error.cause));
    expect(databaseError(cause)).toBeNull();
    expect((await clientError(call)).code).toBe("BAD_REQUEST");
    expect(await db.category.count()).toBe(before);
  });

  it("a whole surrogate pair (an emoji) is stored as is", async () => {
    await seedOnce();
    const created = (await (await callerAs("SUPER_ADMIN")).moderation.createCategory(names("أغراض 🙂"))) as {
      id: string;
    };
    expect(await db.category.findUniqueOrThrow({ where: { id: created.id }, select: { nameAr: true } })).toEqual({
      nameAr: "أغراض 🙂",
    });
  });
});
