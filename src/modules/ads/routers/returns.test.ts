import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { expireAds } from "~/modules/ads/server/expire-ads";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { adForm, validAd } from "~/test/ads";
import { newMember } from "~/test/members";

/** The board that returns things (issue 33) through its procedures: claims, safe contact, expiry, lost property. */
beforeAll(async () => {
  await seedOnce();
});

async function foundAd(
  caller: Awaited<ReturnType<typeof newMember>>["caller"],
  overrides: Record<string, unknown> = {},
) {
  const created = await caller.ads.create(
    adForm({
      ...validAd({ type: "FOUND", title: "Trousseau de clés trouvé au marché" }),
      claimQuestion: "De quelle couleur est le porte-clés ?",
      ...overrides,
    }),
  );
  return created.slug;
}

describe("verified claims", () => {
  it("a claimant answers the question, only the finder reads the answer, an accepted claim returns the ad once", async () => {
    const finder = await newMember("Fatma Trouveuse");
    const owner = await newMember("Omar Propriétaire");
    const other = await newMember("Autre Personne");
    const slug = await foundAd(finder.caller);
    const page = await (await callerAs(null)).ads.bySlug({ slug });
    expect(page.claimQuestion).toBe("De quelle couleur est le porte-clés ?");

    // a too-short answer is refused on its field, nothing stored
    const short = await clientError(owner.caller.ads.claim({ slug, answer: "r" }));
    expect(short.fieldErrors).toMatchObject({ answer: { key: "validation.minLength" } });
    await owner.caller.ads.claim({ slug, answer: "Rouge, en forme de cœur" });
    await other.caller.ads.claim({ slug, answer: "Bleu je crois" });
    // the finder cannot claim their own ad; nobody but the finder reads the answers
    expect((await clientError(finder.caller.ads.claim({ slug, answer: "C'est à moi" }))).messageKey).toBe(
      "ads.claim.own",
    );
    expect((await clientError(other.caller.ads.claims({ slug }))).code).toBe("FORBIDDEN");
    const claims = await finder.caller.ads.claims({ slug });
    expect(claims.map((c) => c.answer)).toEqual(["Rouge, en forme de cœur", "Bleu je crois"]);
    expect(await db.notification.count({ where: { userId: finder.id, kind: "ad.claim" } })).toBe(2);

    // two acceptances at once (both claims): the ad is returned once
    const results = await Promise.allSettled(
      claims.map((c) => finder.caller.ads.decideClaim({ claimId: c.id, accept: true })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const ad = await db.ad.findUniqueOrThrow({ where: { slug }, select: { status: true, returnedAt: true, id: true } });
    expect(ad.status).toBe("RETURNED");
    expect(ad.returnedAt).not.toBeNull();
    const statuses = (await db.adClaim.findMany({ where: { adId: ad.id }, select: { status: true } }))
      .map((c) => c.status)
      .sort();
    expect(statuses).toEqual(["ACCEPTED", "CLOSED"]);
    // returned: the page stays readable, the board counts it, nobody claims it any more
    expect((await (await callerAs(null)).ads.bySlug({ slug })).status).toBe("RETURNED");
    expect((await (await callerAs(null)).ads.returned()).total).toBeGreaterThanOrEqual(1);
    expect((await clientError(other.caller.ads.claim({ slug, answer: "Rouge aussi" }))).code).toBe("NOT_FOUND");
    // the claimants were told, with no detail
    const told = await db.notification.findMany({
      where: { userId: { in: [owner.id, other.id] }, kind: "ad.claim" },
      select: { params: true },
    });
    expect(told).toHaveLength(2);
  });

  it("the same claim decided twice at once is decided once", async () => {
    const finder = await newMember();
    const owner = await newMember();
    const slug = await foundAd(finder.caller);
    const claim = await owner.caller.ads.claim({ slug, answer: "Rouge" });
    const results = await Promise.allSettled([
      finder.caller.ads.decideClaim({ claimId: claim.id, accept: false }),
      finder.caller.ads.decideClaim({ claimId: claim.id, accept: false }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await owner.caller.ads.myClaim({ slug }))?.status).toBe("REFUSED");
    // a decided claim cannot be rewritten
    expect((await clientError(owner.caller.ads.claim({ slug, answer: "Rouge vif" }))).messageKey).toBe(
      "ads.claim.decided",
    );
  });
});

describe("safe contact", () => {
  it("a hidden phone never reaches a reader; members write, the poster answers, blocks, and a message is reported", async () => {
    const poster = await newMember("Poster Discret");
    const writer = await newMember("Membre Curieux");
    const { slug } = await poster.caller.ads.create(
      adForm({ ...validAd({ title: "Sac à dos noir perdu dans le bus" }), hidePhone: true }),
    );
    const seen = await (await callerAs(null)).ads.bySlug({ slug });
    expect(seen.hidePhone).toBe(true);
    expect(JSON.stringify(seen.contact)).not.toContain("+213");
    // the poster sees their own contacts
    expect((await poster.caller.ads.bySlug({ slug })).contact.whatsapp).toBe("+213550112233");

    const sent = await writer.caller.ads.sendMessage({ slug, body: "Je l'ai vu au terminus, appelez-moi." });
    expect(await db.notification.count({ where: { userId: poster.id, kind: "ad.message" } })).toBe(1);
    const posterView = await poster.caller.ads.threads({ slug });
    expect(posterView.threads).toHaveLength(1);
    expect(posterView.threads[0]!.with).toBe("Membre Curieux");
    await poster.caller.ads.sendMessage({
      slug,
      threadId: sent.threadId,
      body: "Merci ! Pouvez-vous me dire à quelle heure ?",
    });
    expect((await writer.caller.ads.threads({ slug })).threads[0]!.messages.map((m) => m.mine)).toEqual([true, false]);
    // a third member reads nothing of that thread and cannot write in it
    const third = await newMember();
    expect((await third.caller.ads.threads({ slug })).threads).toEqual([]);
    expect(
      (await clientError(third.caller.ads.sendMessage({ slug, threadId: sent.threadId, body: "Intrus" }))).code,
    ).toBe("NOT_FOUND");

    // the poster reports the message and blocks the writer
    const messageId = posterView.threads[0]!.messages[0]!.id;
    await poster.caller.ads.reportMessage({ messageId, reason: "SCAM_OR_SPAM" });
    await poster.caller.ads.reportMessage({ messageId, reason: "SCAM_OR_SPAM" });
    expect(await db.report.count({ where: { adMessageId: messageId } })).toBe(1);
    // the board's moderators see the message in the complaints, apart from the ad's own, and hide it
    const moderator = await callerAs("WEBMASTER");
    const row = (await moderator.moderation.complaints({})).rows.find((r) => r.adMessageId === messageId);
    expect(row?.message?.body).toBe("Je l'ai vu au terminus, appelez-moi.");
    const adId = (await db.ad.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
    await moderator.moderation.resolveComplaint({ adId, commentId: null, adMessageId: messageId, action: "hide" });
    expect((await poster.caller.ads.threads({ slug })).threads[0]!.messages[0]!.body).toBeNull();
    expect((await db.ad.findUniqueOrThrow({ where: { id: adId }, select: { status: true } })).status).toBe("PUBLISHED");
    await poster.caller.ads.blockThread({ threadId: sent.threadId, blocked: true });
    expect((await clientError(writer.caller.ads.sendMessage({ slug, body: "Encore moi" }))).messageKey).toBe(
      "ads.messages.blocked",
    );
    // an empty message is refused on its field
    const empty = await clientError(third.caller.ads.sendMessage({ slug, body: "  " }));
    expect(empty.fieldErrors).toMatchObject({ body: { key: "validation.required" } });
  });
});

describe("expiry", () => {
  it("an ad past its day leaves the board and comes back when its poster extends it", async () => {
    const poster = await newMember();
    const { slug } = await poster.caller.ads.create(adForm(validAd({ title: "Lunettes de vue perdues au stade" })));
    const ad = await db.ad.findUniqueOrThrow({ where: { slug }, select: { id: true, expiresAt: true } });
    const days = (ad.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    await db.ad.update({ where: { id: ad.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const result = await expireAds(db);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const anyone = await callerAs(null);
    expect((await clientError(anyone.ads.bySlug({ slug }))).code).toBe("NOT_FOUND");
    const listed = await anyone.ads.search({ q: "lunettes stade" });
    expect(listed.items.map((i) => i.slug)).not.toContain(slug);
    // its poster sees it expired and extends it
    expect((await poster.caller.ads.bySlug({ slug })).status).toBe("EXPIRED");
    await poster.caller.ads.extend({ slug });
    expect((await anyone.ads.bySlug({ slug })).status).toBe("PUBLISHED");
    // someone else cannot
    const other = await newMember();
    expect((await clientError(other.caller.ads.extend({ slug }))).code).toBe("FORBIDDEN");
  });
});

describe("a school's lost property", () => {
  it("is seen by the school's members only, never on the public board, and goes to its fate when unclaimed", async () => {
    const school = await db.school.findFirstOrThrow({
      where: { slug: { not: "" } },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" }, select: { id: true } });
    const item = await db.ad.create({
      data: {
        slug: `objet-trouve-${Date.now()}`,
        type: "FOUND",
        status: "PUBLISHED",
        title: "Veste bleue trouvée dans la cour",
        description: "Veste bleue de garçon, taille 12 ans, trouvée dans la cour après la récréation.",
        categoryId: "cat_clothing",
        wilayaCode: "16",
        communeCode: "1628",
        happenedOn: new Date(),
        contactName: "Secrétariat",
        authorId: admin.id,
        schoolId: school.id,
        unclaimedOn: new Date(Date.now() - 2 * 86_400_000),
        searchText: "veste bleue trouvee dans la cour",
        publishedAt: new Date(),
      },
      select: { id: true, slug: true },
    });
    // a parent of the school reads it; a stranger and a visitor do not; the public board never lists it
    const parent = await callerAs("PARENT");
    expect((await parent.ads.bySlug({ slug: item.slug })).title).toContain("Veste");
    const stranger = await newMember();
    expect((await clientError(stranger.caller.ads.bySlug({ slug: item.slug }))).code).toBe("NOT_FOUND");
    expect((await clientError((await callerAs(null)).ads.bySlug({ slug: item.slug }))).code).toBe("NOT_FOUND");
    expect((await (await callerAs(null)).ads.search({ q: "veste bleue cour" })).items.map((i) => i.slug)).not.toContain(
      item.slug,
    );

    // unclaimed past its day, with the school's fate PUBLIC: it joins the public board for 60 days
    await db.school.update({ where: { id: school.id }, data: { lostPropertyFate: "PUBLIC" } });
    await expireAds(db);
    const after = await db.ad.findUniqueOrThrow({
      where: { id: item.id },
      select: { schoolId: true, status: true, expiresAt: true },
    });
    expect(after).toMatchObject({ schoolId: null, status: "PUBLISHED" });
    expect(after.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });
});

describe("the weekly mail of an ad's poster", () => {
  it("tells a poster with a verified address of this week's matches and of an ad about to leave the board; nothing otherwise", async () => {
    const { composePosterWeekly } = await import("~/modules/ads/server/poster-weekly");
    const poster = await newMember("Poster Hebdo");
    const other = await newMember("Autre Hebdo");
    const { slug } = await poster.caller.ads.create(adForm(validAd({ title: "Montre argentée perdue à la plage" })));
    const found = await other.caller.ads.create(
      adForm({ ...validAd({ type: "FOUND", title: "Montre argentée trouvée sur la plage" }) }),
    );
    const [mine, theirs] = await Promise.all(
      [slug, found.slug].map((s) => db.ad.findUniqueOrThrow({ where: { slug: s }, select: { id: true } })),
    );
    // no address: no mail, whatever happened
    await db.adMatch.create({ data: { adId: mine!.id, otherId: theirs!.id, score: 0.8 } });
    expect(await composePosterWeekly(db, poster.id)).toBeNull();
    await db.user.update({
      where: { id: poster.id },
      data: { email: `hebdo-${Date.now()}@example.dz`, emailVerifiedAt: new Date(), locale: "fr" },
    });
    const mail = await composePosterWeekly(db, poster.id);
    expect(mail?.text).toContain("Montre argentée perdue à la plage — 1 correspondance possible.");
    expect(mail?.text).toContain(`/fr/old/annonces/${slug}`);
    // its day comes within the week: the mail says so
    await db.ad.update({ where: { id: mine!.id }, data: { expiresAt: new Date(Date.now() + 3 * 86_400_000) } });
    expect((await composePosterWeekly(db, poster.id))?.text).toContain("prolongez-la");
    // a calm week: nothing to say, no mail
    await db.adMatch.deleteMany({ where: { adId: mine!.id } });
    await db.ad.update({ where: { id: mine!.id }, data: { expiresAt: new Date(Date.now() + 40 * 86_400_000) } });
    expect(await composePosterWeekly(db, poster.id)).toBeNull();
  });
});
