import type { TLostItemValues, TLostPropertyRules } from "~/modules/ads/schemas";
import { normalizeSearchText, searchDocument } from "~/lib/search-text";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import { can } from "~/platform/auth/actor";
import { requestMatch } from "~/modules/ads/server/request-match";
import type { Db } from "~/platform/db";
import { withFreshSlug } from "~/platform/db/unique-slug";
import { AppError, notFound } from "~/platform/errors";
import { assertPlaceAndCategory } from "./ad-rules";
import { AD_CARD_SELECT, cardsOf } from "./ad-card";

const DAY_MS = 86_400_000;

/**
 * A school's lost property (issue 33): what was found at school (a bag, a jacket, a calculator), seen by the school's
 * members only — never on the public board — matched against its families' lost ads, answered through the same claims,
 * and after the school's delay given to the public board or to charity (expire-ads.ts). The list: still waiting, then
 * the last 20 handed back.
 */
export async function listLostProperty(db: Db, actor: Actor, input: { schoolId: string }) {
  if (!actor.schoolIds.includes(input.schoolId) && !can(actor, "lostProperty.manage", input.schoolId)) throw notFound();
  const school = await db.school.findUnique({
    where: { id: input.schoolId },
    select: { lostPropertyDays: true, lostPropertyFate: true, wilayaCode: true, communeCode: true },
  });
  if (!school) throw notFound();
  const [waiting, returned] = await Promise.all([
    db.ad.findMany({
      where: { schoolId: input.schoolId, status: "PUBLISHED" },
      orderBy: { happenedOn: "desc" },
      take: 200,
      select: { ...AD_CARD_SELECT, unclaimedOn: true },
    }),
    db.ad.findMany({
      where: { schoolId: input.schoolId, status: "RETURNED" },
      orderBy: { returnedAt: "desc" },
      take: 20,
      select: AD_CARD_SELECT,
    }),
  ]);
  const cards = cardsOf(waiting);
  return {
    rules: { days: school.lostPropertyDays, fate: school.lostPropertyFate },
    /** the form proposes the school's own address */
    place: { wilayaCode: school.wilayaCode ?? "", communeCode: school.communeCode ?? "" },
    canManage: can(actor, "lostProperty.manage", input.schoolId),
    waiting: cards.map((card, i) => ({ ...card, unclaimedOn: waiting[i]!.unclaimedOn })),
    returned: cardsOf(returned),
  };
}

/** The school posts an item found: at the school's place, kept for the school's delay, answered by its staff. */
export async function postLostItem(db: Db, actor: Actor, scope: Scoped<"school">, input: TLostItemValues) {
  const school = await db.school.findUniqueOrThrow({
    where: { id: scope.schoolId },
    select: { name: true, lostPropertyDays: true },
  });
  await assertPlaceAndCategory(db, input);
  const now = new Date();
  const ad = await withFreshSlug(db, normalizeSearchText(input.title), "objet", (slug) =>
    db.ad.create({
      data: {
        slug,
        type: "FOUND",
        status: "PUBLISHED",
        title: input.title,
        description: input.description,
        categoryId: input.categoryId,
        wilayaCode: input.wilayaCode,
        communeCode: input.communeCode,
        happenedOn: new Date(`${input.happenedOn}T00:00:00Z`),
        contactName: school.name,
        claimQuestion: input.claimQuestion ?? null,
        authorId: actor.userId,
        schoolId: scope.schoolId,
        unclaimedOn: new Date(now.getTime() + school.lostPropertyDays * DAY_MS),
        searchText: searchDocument(input.title, input.description),
        publishedAt: now,
      },
      select: { id: true, slug: true },
    }),
  );
  await requestMatch(ad.id);
  return ad;
}

/** How long the school keeps an item, and where it goes unclaimed (the items already posted keep their day). */
export async function setLostPropertyRules(db: Db, scope: Scoped<"school">, input: TLostPropertyRules) {
  await db.school.update({
    where: { id: scope.schoolId },
    data: { lostPropertyDays: input.days, lostPropertyFate: input.fate },
  });
  return { days: input.days, fate: input.fate };
}

/** Handed back at the desk (the pupil came for it): returned, without a claim. */
export async function markLostItemReturned(db: Db, scope: Scoped<"lostItem">) {
  const done = await db.ad.updateMany({
    where: { id: scope.id, status: "PUBLISHED" },
    data: { status: "RETURNED", returnedAt: new Date() },
  });
  if (done.count === 0) throw new AppError("CONFLICT", "ads.claim.returned");
  await db.$transaction([
    db.adMatch.deleteMany({ where: { OR: [{ adId: scope.id }, { otherId: scope.id }] } }),
    db.adClaim.updateMany({
      where: { adId: scope.id, status: "PENDING" },
      data: { status: "CLOSED", decidedAt: new Date() },
    }),
  ]);
  return { ok: true as const };
}
