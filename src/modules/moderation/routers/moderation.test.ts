import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { loadActor } from "~/platform/auth/actor";
import { adForm, validAd } from "~/test/ads";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { newMember } from "~/test/members";

beforeAll(async () => {
  await seedOnce();
});

async function postAd(title: string) {
  const author = await newMember(`Auteur ${title}`);
  const { slug } = await author.caller.ads.create(adForm(validAd({ title })));
  const ad = await db.ad.findUniqueOrThrow({ where: { slug }, select: { id: true, slug: true, categoryId: true } });
  return { ...ad, author };
}

const searchTitles = async (q: string) => (await (await callerAs(null)).ads.search({ q })).items.map((a) => a.title);

describe("moderation", () => {
  it("refuses every /admin procedure to a member", async () => {
    const member = await callerAs("MEMBER");
    const ad = await postAd("Sacoche noire perdue");
    for (const call of [
      member.moderation.overview(),
      member.moderation.ads({ page: 1 }),
      member.moderation.ad({ slug: ad.slug }),
      member.moderation.moderateAd({ adId: ad.id, action: "hide" }),
      member.moderation.complaints({ status: "OPEN", page: 1 }),
      member.moderation.resolveComplaint({ adId: ad.id, commentId: null, action: "dismiss" }),
      member.moderation.categories(),
      member.moderation.createCategory({ nameFr: "X", nameEn: "X", nameAr: "X" }),
    ]) {
      expect((await clientError(call)).messageKey).toBe("errors.forbidden");
    }
  });

  it("approves a visitor's pending ad, hides and restores it, each step in the ad's history", async () => {
    const webmaster = await callerAs("WEBMASTER");
    const { slug } = await (
      await callerAs(null, { ip: "10.7.0.1" })
    ).ads.create(adForm(validAd({ title: "Chien perdu à Bab Ezzouar", contactName: "Visiteuse" })));
    const ad = await db.ad.findUniqueOrThrow({ where: { slug } });
    expect((await webmaster.moderation.ads({ status: "PENDING", page: 1 })).rows.map((r) => r.id)).toContain(ad.id);
    expect(await searchTitles("chien bab")).not.toContain("Chien perdu à Bab Ezzouar");
    await webmaster.moderation.moderateAd({ adId: ad.id, action: "approve" });
    expect(await searchTitles("chien bab")).toContain("Chien perdu à Bab Ezzouar");
    await webmaster.moderation.moderateAd({ adId: ad.id, action: "hide" });
    expect(await searchTitles("chien bab")).not.toContain("Chien perdu à Bab Ezzouar");
    const twice = await clientError(webmaster.moderation.moderateAd({ adId: ad.id, action: "hide" }));
    expect(twice.messageKey).toBe("errors.operationFailed");
    await webmaster.moderation.moderateAd({ adId: ad.id, action: "restore" });
    const page = await webmaster.moderation.ad({ slug });
    expect(page.history.map((h) => [h.action, (h.after as { status: string }).status])).toEqual([
      ["ad.restore", "PUBLISHED"],
      ["ad.hide", "HIDDEN"],
      ["ad.approve", "PUBLISHED"],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/editTokenHash|passwordHash/);
  });

  it("groups repeated complaints, and hiding the ad resolves them and takes it off the board", async () => {
    const ad = await postAd("Portefeuille marron arnaque");
    for (const reason of ["SCAM_OR_SPAM", "SCAM_OR_SPAM", "WRONG_CATEGORY"] as const) {
      await (await newMember()).caller.reports.create({ adId: ad.id, reason });
    }
    const webmaster = await callerAs("WEBMASTER");
    const list = await webmaster.moderation.complaints({ status: "OPEN", page: 1 });
    const group = list.rows.find((r) => r.adId === ad.id && r.commentId === null)!;
    expect(group.count).toBe(3);
    expect(group.reasons.sort((a, b) => b.count - a.count)).toEqual([
      { reason: "SCAM_OR_SPAM", count: 2 },
      { reason: "WRONG_CATEGORY", count: 1 },
    ]);
    const overview = await webmaster.moderation.overview();
    expect(overview.openByReason.find((r) => r.reason === "SCAM_OR_SPAM")?.count).toBeGreaterThanOrEqual(2);
    await webmaster.moderation.resolveComplaint({ adId: ad.id, commentId: null, action: "hide" });
    expect(await db.report.count({ where: { adId: ad.id, status: "OPEN" } })).toBe(0);
    expect(await searchTitles("portefeuille arnaque")).toEqual([]);
    const category = await db.category.findUniqueOrThrow({ where: { id: ad.categoryId }, select: { slug: true } });
    const categoryPage = await (await callerAs(null)).ads.search({ category: category.slug });
    expect(categoryPage.items.map((a) => a.title)).not.toContain("Portefeuille marron arnaque");
    const filtered = await webmaster.moderation.complaints({ status: "OPEN", reason: "WRONG_CATEGORY", page: 1 });
    expect(filtered.rows.find((r) => r.adId === ad.id)).toBeUndefined();
  });

  it("suspending a comment's author hides the comment and ends their sessions at once", async () => {
    const ad = await postAd("Clés trouvées place des Martyrs");
    const troll = await newMember("Troll");
    const { id: commentId } = await troll.caller.comments.create({ adId: ad.id, body: "Message déplacé et insultant" });
    await (await newMember()).caller.reports.create({ adId: ad.id, commentId, reason: "INAPPROPRIATE_CONTENT" });
    await (await callerAs("WEBMASTER")).moderation.resolveComplaint({ adId: ad.id, commentId, action: "suspend" });
    expect((await db.comment.findUniqueOrThrow({ where: { id: commentId } })).status).toBe("HIDDEN");
    expect(await loadActor(db, troll.id)).toBeNull();
    const audit = await db.auditLog.findMany({
      where: { targetId: { in: [commentId, troll.id] } },
      select: { action: true },
    });
    expect(audit.map((a) => a.action).sort()).toEqual(["comment.hide", "report.resolve", "user.suspend"]);
  });

  it("a moderator cannot suspend someone ranked at or above them", async () => {
    const ad = await postAd("Téléphone trouvé à Oran");
    const superAdminId = (await db.user.findUniqueOrThrow({ where: { email: "superadmin@wasla.dz" } })).id;
    const { id: commentId } = await (
      await callerAs("SUPER_ADMIN")
    ).comments.create({ adId: ad.id, body: "Merci pour l'annonce" });
    await (await newMember()).caller.reports.create({ adId: ad.id, commentId, reason: "INAPPROPRIATE_CONTENT" });
    const error = await clientError(
      (await callerAs("WEBMASTER")).moderation.resolveComplaint({ adId: ad.id, commentId, action: "suspend" }),
    );
    expect(error.code).toBe("FORBIDDEN");
    expect((await db.user.findUniqueOrThrow({ where: { id: superAdminId } })).suspendedAt).toBeNull();
    expect(await db.report.count({ where: { commentId, status: "OPEN" } })).toBe(1);
  });
});

describe("categories", () => {
  it("refuses a name another category uses, in any of the three languages", async () => {
    const webmaster = await callerAs("WEBMASTER");
    const [first] = await webmaster.moderation.categories();
    const error = await clientError(
      webmaster.moderation.createCategory({ nameFr: "Nouvelle", nameEn: first!.nameEn.toUpperCase(), nameAr: "جديدة" }),
    );
    expect(error.fieldErrors).toEqual({ nameEn: { key: "validation.categoryNameTaken" } });
  });

  it("creates, renames, reorders and deletes a category without ads; one with ads stays", async () => {
    const webmaster = await callerAs("WEBMASTER");
    const { id } = await webmaster.moderation.createCategory({
      nameFr: "Lunettes",
      nameEn: "Glasses",
      nameAr: "نظارات",
    });
    await webmaster.moderation.updateCategory({
      id,
      nameFr: "Lunettes de vue",
      nameEn: "Glasses",
      nameAr: "نظارات طبية",
    });
    const list = await webmaster.moderation.categories();
    const last = list.at(-1)!;
    expect(last.nameFr).toBe("Lunettes de vue");
    await webmaster.moderation.moveCategory({ id, direction: "up" });
    const moved = await webmaster.moderation.categories();
    expect(moved.at(-2)!.id).toBe(id);
    const used = moved.find((c) => c._count.ads > 0)!;
    expect((await clientError(webmaster.moderation.deleteCategory({ id: used.id }))).messageKey).toBe("errors.inUse");
    await webmaster.moderation.deleteCategory({ id });
    expect((await webmaster.moderation.categories()).map((c) => c.id)).not.toContain(id);
    expect(await db.auditLog.count({ where: { targetType: "category", targetId: id } })).toBe(4);
  });
});

describe("audit labels", () => {
  it("every audited action has its label in the three languages", async () => {
    const { AUDIT_ACTIONS } = await import("~/platform/audit/audit");
    for (const locale of ["fr", "en", "ar"] as const) {
      const messages = (await import(`../../../../locales/${locale}.json`, { with: { type: "json" } }))
        .default as Record<string, string>;
      for (const action of AUDIT_ACTIONS) expect(messages[`audit.${action}`], `${locale} audit.${action}`).toBeTruthy();
    }
  });
});
