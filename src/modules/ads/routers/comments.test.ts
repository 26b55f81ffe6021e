import { callerAs, clientError, seedOnce } from "~/test/callers";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { adForm, validAd } from "~/test/ads";
import { newMember } from "~/test/members";

let adId: string;
let pendingAdId: string;

beforeAll(async () => {
  await seedOnce();
  const { slug } = await (await callerAs("MEMBER")).ads.create(adForm(validAd()));
  adId = (await db.ad.findUniqueOrThrow({ where: { slug } })).id;
  const pending = await (
    await callerAs(null, { ip: "10.2.0.1" })
  ).ads.create(adForm(validAd({ contactName: "Visiteuse" })));
  pendingAdId = (await db.ad.findUniqueOrThrow({ where: { slug: pending.slug } })).id;
});

const loginRequired = async (promise: Promise<unknown>) => {
  const error = await clientError(promise);
  return [error.code, error.messageKey];
};

describe("comments", () => {
  it("needs a login to comment, like or report: 'You must be logged in to perform this operation.'", async () => {
    const anyone = await callerAs(null);
    const expected = ["UNAUTHORIZED", "errors.loginRequired"];
    expect(await loginRequired(anyone.comments.create({ adId, body: "Bonjour" }))).toEqual(expected);
    expect(await loginRequired(anyone.ads.setLike({ adId, liked: true }))).toEqual(expected);
    expect(await loginRequired(anyone.reports.create({ adId, reason: "SCAM_OR_SPAM" }))).toEqual(expected);
  });

  it("are added, listed, edited and deleted by their author only", async () => {
    const author = await newMember("Commentatrice");
    const other = await newMember("Autre Membre");
    const { id } = await author.caller.comments.create({ adId, body: "Je l'ai vu hier près de la poste." });
    const list = await (await callerAs(null)).comments.list({ adId });
    expect(list.map((c) => [c.body, c.author.name])).toEqual([["Je l'ai vu hier près de la poste.", "Commentatrice"]]);
    expect((await db.ad.findUniqueOrThrow({ where: { id: adId } })).commentCount).toBe(1);

    expect((await clientError(other.caller.comments.update({ id, body: "Modifié par un autre" }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await clientError(other.caller.comments.delete({ id }))).code).toBe("FORBIDDEN");
    expect((await clientError(author.caller.comments.update({ id, body: "  " }))).fieldErrors).toMatchObject({
      body: { key: "validation.required" },
    });

    await author.caller.comments.update({ id, body: "Je l'ai vu hier près de la Grande Poste." });
    const [edited] = await author.caller.comments.mine();
    expect(edited).toMatchObject({
      body: "Je l'ai vu hier près de la Grande Poste.",
      ad: { slug: expect.any(String) },
    });
    expect(edited!.editedAt).not.toBeNull();

    await author.caller.comments.delete({ id });
    expect(await (await callerAs(null)).comments.list({ adId })).toEqual([]);
    expect(await author.caller.comments.mine()).toEqual([]);
    expect((await db.ad.findUniqueOrThrow({ where: { id: adId } })).commentCount).toBe(0);
    expect((await clientError(author.caller.comments.update({ id, body: "Trop tard" }))).code).toBe("NOT_FOUND");
  });

  it("can be deleted by a moderator, and hidden ones are not listed", async () => {
    const author = await newMember("Commentateur Modéré");
    const first = await author.caller.comments.create({ adId, body: "Premier" });
    const second = await author.caller.comments.create({ adId, body: "Second" });
    await (await callerAs("WEBMASTER")).comments.delete({ id: first.id });
    await db.comment.update({ where: { id: second.id }, data: { status: "HIDDEN" } });
    expect(await (await callerAs(null)).comments.list({ adId })).toEqual([]);
    expect((await author.caller.comments.mine()).map((c) => c.status)).toEqual(["HIDDEN"]);
  });

  it("only exist under public ads", async () => {
    const member = await callerAs("MEMBER");
    expect((await clientError(member.comments.create({ adId: pendingAdId, body: "Bonjour" }))).code).toBe("NOT_FOUND");
    expect((await clientError((await callerAs(null)).comments.list({ adId: pendingAdId }))).code).toBe("NOT_FOUND");
    expect((await clientError(member.ads.setLike({ adId: pendingAdId, liked: true }))).code).toBe("NOT_FOUND");
    expect((await clientError(member.reports.create({ adId: pendingAdId, reason: "SCAM_OR_SPAM" }))).code).toBe(
      "NOT_FOUND",
    );
  });
});

describe("likes", () => {
  it("count one per member, idempotently", async () => {
    const a = await newMember("Aimeur Un");
    const b = await newMember("Aimeur Deux");
    expect(await a.caller.ads.setLike({ adId, liked: true })).toEqual({ liked: true, likeCount: 1 });
    expect(await a.caller.ads.setLike({ adId, liked: true })).toEqual({ liked: true, likeCount: 1 });
    expect(await b.caller.ads.setLike({ adId, liked: true })).toEqual({ liked: true, likeCount: 2 });
    const slug = (await db.ad.findUniqueOrThrow({ where: { id: adId } })).slug;
    expect(await a.caller.ads.bySlug({ slug })).toMatchObject({ liked: true, likeCount: 2 });
    expect(await a.caller.ads.setLike({ adId, liked: false })).toEqual({ liked: false, likeCount: 1 });
    expect(await (await callerAs(null)).ads.bySlug({ slug })).toMatchObject({ liked: false, likeCount: 1 });
  });
});

describe("reports", () => {
  it("record the reason for an ad or one of its comments, once per member while open", async () => {
    const reporter = await newMember("Signaleur");
    const { id: commentId } = await (
      await callerAs("MEMBER")
    ).comments.create({ adId, body: "Appelez ce numéro surtaxé !" });
    await reporter.caller.reports.create({ adId, reason: "IDENTITY_OR_WRONG_PHONE" });
    await reporter.caller.reports.create({ adId, reason: "IDENTITY_OR_WRONG_PHONE" });
    await reporter.caller.reports.create({ adId, commentId, reason: "SCAM_OR_SPAM" });
    const reports = await db.report.findMany({ where: { reporterId: reporter.id }, orderBy: { createdAt: "asc" } });
    expect(reports.map((r) => [r.reason, r.commentId, r.status])).toEqual([
      ["IDENTITY_OR_WRONG_PHONE", null, "OPEN"],
      ["SCAM_OR_SPAM", commentId, "OPEN"],
    ]);
    expect((await clientError(reporter.caller.reports.create({ adId, reason: "NOPE" as never }))).fieldErrors).toEqual({
      reason: { key: "validation.required" },
    });
    expect(
      (await clientError(reporter.caller.reports.create({ adId: pendingAdId, commentId, reason: "SCAM_OR_SPAM" })))
        .code,
    ).toBe("NOT_FOUND");
  });
});
