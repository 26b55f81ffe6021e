import type { z } from "zod";
import type { ZCategoryInput, ZMoveCategory, ZUpdateCategory } from "~/modules/moderation/schemas";
import { slugify } from "~/lib/slug";
import { canIn, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forgetCategories } from "~/platform/cache/reference-data";
import { AppError, FieldErrors, forbidden, notFound } from "~/platform/errors";
import { audit } from "~/platform/audit/audit";
import { publicPagesChanged, type PublicPageTag } from "~/platform/public-pages";

/** A category shows on the board, its own page and every ad's page (by name). */
const CATEGORY_PAGES: PublicPageTag[] = ["board", "ads"];

/** Every category with its ad counts (all states), in display order. */
export async function listCategoriesForAdmin(db: Db, actor: Actor) {
  if (!canIn(actor, "category.edit", null) && !canIn(actor, "category.create", null)) throw forbidden();
  return db.category.findMany({
    orderBy: [{ position: "asc" }, { nameFr: "asc" }],
    select: {
      id: true,
      slug: true,
      nameFr: true,
      nameEn: true,
      nameAr: true,
      position: true,
      _count: { select: { ads: true } },
    },
  });
}

/** 'Another category already uses this name', on each clashing language (case-insensitive). */
async function assertNamesFree(db: Db, input: z.output<typeof ZCategoryInput>, exceptId?: string) {
  const fields: Record<string, { key: "validation.categoryNameTaken" }> = {};
  for (const field of ["nameFr", "nameEn", "nameAr"] as const) {
    const clash = await db.category.findFirst({
      where: { [field]: { equals: input[field], mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
      select: { id: true },
    });
    if (clash) fields[field] = { key: "validation.categoryNameTaken" };
  }
  if (Object.keys(fields).length > 0)
    throw new AppError("BAD_REQUEST", "validation.checkInput", undefined, new FieldErrors(fields));
}

export async function createCategory(db: Db, actor: Actor, input: z.output<typeof ZCategoryInput>) {
  if (!canIn(actor, "category.create", null)) throw forbidden();
  await assertNamesFree(db, input);
  const last = await db.category.aggregate({ _max: { position: true } });
  let slug = slugify(input.nameFr) || "categorie";
  if (await db.category.findUnique({ where: { slug } })) slug = `${slug}-${Date.now().toString(36)}`;
  const created = await db.$transaction(async (tx) => {
    const category = await tx.category.create({
      data: { ...input, slug, position: (last._max.position ?? 0) + 1 },
      select: { id: true },
    });
    await audit(tx, actor, {
      action: "category.create",
      targetType: "category",
      targetId: category.id,
      after: { ...input },
    });
    return category;
  });
  forgetCategories(db);
  publicPagesChanged(CATEGORY_PAGES);
  return created;
}

export async function updateCategory(db: Db, actor: Actor, input: z.output<typeof ZUpdateCategory>) {
  if (!canIn(actor, "category.edit", null)) throw forbidden();
  const before = await db.category.findUnique({
    where: { id: input.id },
    select: { nameFr: true, nameEn: true, nameAr: true },
  });
  if (!before) throw notFound();
  const { id, ...names } = input;
  await assertNamesFree(db, names, id);
  await db.$transaction(async (tx) => {
    await tx.category.update({ where: { id }, data: names });
    await audit(tx, actor, { action: "category.update", targetType: "category", targetId: id, before, after: names });
  });
  forgetCategories(db);
  publicPagesChanged(CATEGORY_PAGES);
  return { ok: true as const };
}

/** Swaps a category with its neighbour in the display order. */
export async function moveCategory(db: Db, actor: Actor, input: z.output<typeof ZMoveCategory>) {
  if (!canIn(actor, "category.edit", null)) throw forbidden();
  const all = await db.category.findMany({ orderBy: [{ position: "asc" }, { nameFr: "asc" }], select: { id: true } });
  const index = all.findIndex((c) => c.id === input.id);
  if (index < 0) throw notFound();
  const other = index + (input.direction === "up" ? -1 : 1);
  if (other < 0 || other >= all.length) return { ok: true as const };
  const order = all.map((c) => c.id);
  [order[index], order[other]] = [order[other]!, order[index]!];
  await db.$transaction(async (tx) => {
    for (const [position, id] of order.entries()) await tx.category.update({ where: { id }, data: { position } });
    await audit(tx, actor, {
      action: "category.reorder",
      targetType: "category",
      targetId: input.id,
      before: { position: index },
      after: { position: other },
    });
  });
  forgetCategories(db);
  publicPagesChanged(CATEGORY_PAGES);
  return { ok: true as const };
}

/** Deletes a category that no ad uses (in any state). */
export async function deleteCategory(db: Db, actor: Actor, id: string) {
  if (!canIn(actor, "category.delete", null)) throw forbidden();
  const category = await db.category.findUnique({
    where: { id },
    select: { nameFr: true, nameEn: true, nameAr: true, _count: { select: { ads: true } } },
  });
  if (!category) throw notFound();
  if (category._count.ads > 0) throw new AppError("CONFLICT", "errors.inUse");
  await db.$transaction(async (tx) => {
    await tx.category.delete({ where: { id } });
    await audit(tx, actor, {
      action: "category.delete",
      targetType: "category",
      targetId: id,
      before: { nameFr: category.nameFr, nameEn: category.nameEn, nameAr: category.nameAr },
    });
  });
  forgetCategories(db);
  publicPagesChanged(CATEGORY_PAGES);
  return { ok: true as const };
}
