import sharp from "sharp";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { storage } from "~/platform/storage";
import { adForm, gif, jpegWithExif, validAd } from "~/test/ads";
import { newMember } from "~/test/members";

beforeAll(async () => {
  await seedOnce();
});

const visitor = (ip: string) => callerAs(null, { ip });

describe("ads.create by a member", () => {
  it("publishes at once with two photos stored as WebP thumbnail + display size, metadata stripped", async () => {
    const member = await callerAs("MEMBER");
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const created = await member.ads.create(
      adForm(validAd(), [
        { name: "a.jpg", bytes: photo },
        { name: "b.jpg", bytes: photo },
      ]),
    );
    expect(created).toMatchObject({ status: "PUBLISHED", editToken: null });

    const ad = await db.ad.findUniqueOrThrow({
      where: { slug: created.slug },
      include: { photos: { orderBy: { position: "asc" } } },
    });
    expect(ad.whatsapp).toBe("+213550112233");
    expect(ad.publishedAt).not.toBeNull();
    expect(ad.photos).toHaveLength(2);
    for (const p of ad.photos) {
      const thumb = await sharp((await storage.get(p.thumbKey))!.body).metadata();
      const display = await sharp((await storage.get(p.displayKey))!.body).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(["webp", 480, 360]);
      expect([display.format, display.width, display.height]).toEqual(["webp", 1200, 900]);
      expect(thumb.exif).toBeUndefined();
      expect(display.exif).toBeUndefined();
    }
    const page = await (await callerAs(null)).ads.bySlug({ slug: created.slug });
    expect(page.photos.map((p) => p.url)).toEqual(ad.photos.map((p) => `/media/${p.displayKey}`));
    // an ad's page (one SQL query, ad-page.ts) says what the page shows and nothing of the row behind it
    expect(Object.keys(page).sort()).toEqual([
      "author",
      "canClaim",
      "canDelete",
      "canEdit",
      "canExtend",
      "canModerate",
      "canWrite",
      "category",
      "claimQuestion",
      "commune",
      "contact",
      "createdAt",
      "description",
      "expiresAt",
      "happenedOn",
      "hidePhone",
      "id",
      "identityPhotos",
      "isAuthor",
      "likeCount",
      "liked",
      "photos",
      "publishedAt",
      "returnedAt",
      "schoolId",
      "slug",
      "status",
      "title",
      "type",
      "wilaya",
    ]);
    expect(Object.keys(page.photos[0]!).sort()).toEqual(["height", "id", "thumbUrl", "url", "width"]);
    expect(page.happenedOn).toBeInstanceOf(Date);
  });

  it("shows every invalid field with the spec's message, including the contact rule", async () => {
    const member = await callerAs("MEMBER");
    const empty = {
      title: "",
      type: "",
      categoryId: "",
      description: "",
      wilayaCode: "",
      communeCode: "",
      happenedOn: "",
      contactName: "",
      whatsapp: "",
      viber: "",
      messenger: "",
      phone: "",
    };
    const error = await clientError(member.ads.create(adForm(empty)));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.fieldErrors).toMatchObject({
      title: { key: "validation.required" },
      type: { key: "validation.required" },
      categoryId: { key: "validation.required" },
      description: { key: "validation.required" },
      wilayaCode: { key: "validation.required" },
      communeCode: { key: "validation.required" },
      happenedOn: { key: "validation.required" },
      contactName: { key: "validation.required" },
      contact: { key: "validation.contactMethod" },
    });
    const short = await clientError(member.ads.create(adForm(validAd({ title: "Clé", description: "trop court" }))));
    expect(short.fieldErrors).toMatchObject({
      title: { key: "validation.minLength", values: { count: 5 } },
      description: { key: "validation.minLength", values: { count: 20 } },
    });
    const badContacts = await clientError(member.ads.create(adForm(validAd({ whatsapp: "12", messenger: "a b" }))));
    expect(badContacts.fieldErrors).toMatchObject({
      whatsapp: { key: "validation.phone" },
      messenger: { key: "validation.messenger" },
    });
  });

  it.each([
    ["2026-02-30", "an impossible day"],
    ["2999-01-01", "a future day"],
    ["15/01/2026", "another format"],
  ])("refuses %s (%s) with 'The date you entered is invalid'", async (happenedOn) => {
    const error = await clientError((await callerAs("MEMBER")).ads.create(adForm(validAd({ happenedOn }))));
    expect(error.fieldErrors).toEqual({ happenedOn: { key: "validation.date" } });
  });

  it.each([
    ["a NUL byte", "Portefeuille \u0000 noir"],
    ["a lone surrogate", "Portefeuille \ud800 noir"],
  ])("refuses %s inside the JSON part like anywhere else in the input (400, nothing stored)", async (_name, title) => {
    const before = await db.ad.count();
    // JSON.stringify escapes both ("\\u0000", "\\ud800"): the base middleware sees a clean string, JSON.parse restores them
    const error = await clientError((await callerAs("MEMBER")).ads.create(adForm(validAd({ title }))));
    expect([error.code, error.messageKey]).toEqual(["BAD_REQUEST", "validation.checkInput"]);
    expect(await db.ad.count()).toBe(before);
  });

  it("refuses a commune outside the chosen wilaya and an unknown category", async () => {
    const member = await callerAs("MEMBER");
    expect(
      (await clientError(member.ads.create(adForm(validAd({ wilayaCode: "31", communeCode: "1601" }))))).fieldErrors,
    ).toEqual({ communeCode: { key: "validation.required" } });
    expect((await clientError(member.ads.create(adForm(validAd({ categoryId: "nope" }))))).fieldErrors).toEqual({
      categoryId: { key: "validation.required" },
    });
  });

  it("checks photos by content: a renamed text file, a GIF, a ninth photo", async () => {
    const member = await callerAs("MEMBER");
    const fake = await clientError(
      member.ads.create(adForm(validAd(), [{ name: "photo.jpg", bytes: Buffer.from("not an image at all") }])),
    );
    expect(fake.fieldErrors).toEqual({ photos: { key: "validation.notImage", values: { file: "photo.jpg" } } });
    const animated = await clientError(
      member.ads.create(adForm(validAd(), [{ name: "chat.png", bytes: await gif() }])),
    );
    expect(animated.fieldErrors).toEqual({ photos: { key: "validation.fileFormat", values: { file: "chat.png" } } });
    const small = await jpegWithExif(40, 30);
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `${i}.jpg`, bytes: small }));
    const tooMany = await clientError(member.ads.create(adForm(validAd(), nine)));
    expect(tooMany.fieldErrors).toEqual({ photos: { key: "validation.maxImages", values: { count: 8 } } });
    expect(await db.ad.count({ where: { title: validAd().title, photos: { some: {} } } })).toBe(1); // only the first test's ad
  });
});

describe("ads.create by a visitor", () => {
  it("waits for moderation, stays out of every public list, and comes with a private link", async () => {
    const before = (await (await visitor("10.1.0.1")).ads.categories()).find((c) => c.id === "cat_jewelry")!.adCount;
    const created = await (
      await visitor("10.1.0.1")
    ).ads.create(
      adForm(
        validAd({
          title: "Gourmette en argent trouvée",
          categoryId: "cat_jewelry",
          contactName: "Passant Anonyme",
          description: "Gourmette en argent gravée « Lina » trouvée devant la mairie de Sidi M'Hamed.",
        }),
      ),
    );
    expect(created.status).toBe("PENDING");
    expect(created.editToken).toMatch(/^[\w-]{32}$/);
    const stored = await db.ad.findUniqueOrThrow({ where: { slug: created.slug } });
    expect(stored.authorId).toBeNull();
    expect(stored.editTokenHash).not.toContain(created.editToken!);

    const anyone = await visitor("10.1.0.2");
    expect((await anyone.ads.search({ q: "gourmette" })).total).toBe(0);
    expect((await anyone.ads.categories()).find((c) => c.id === "cat_jewelry")!.adCount).toBe(before);
    expect((await clientError(anyone.ads.bySlug({ slug: created.slug }))).code).toBe("NOT_FOUND");
    expect((await clientError((await callerAs("MEMBER")).ads.bySlug({ slug: created.slug }))).code).toBe("NOT_FOUND");
    expect((await (await callerAs("WEBMASTER")).ads.bySlug({ slug: created.slug })).status).toBe("PENDING");

    const ref = { slug: created.slug, token: created.editToken! };
    expect((await anyone.ads.forEditWithLink(ref)).values.contactName).toBe("Passant Anonyme");
    await anyone.ads.updateWithLink(
      adForm(
        {
          ...validAd({
            title: "Gourmette en argent trouvée (mairie)",
            categoryId: "cat_jewelry",
            contactName: "Passant Anonyme",
          }),
          slug: created.slug,
          keepPhotoIds: [],
        },
        [],
        ref.token,
      ),
    );
    expect((await db.ad.findUniqueOrThrow({ where: { slug: created.slug } })).title).toBe(
      "Gourmette en argent trouvée (mairie)",
    );

    expect((await clientError(anyone.ads.forEditWithLink({ ...ref, token: "x".repeat(32) }))).code).toBe("FORBIDDEN");
    expect((await clientError(anyone.ads.deleteWithLink({ ...ref, token: "x".repeat(32) }))).code).toBe("FORBIDDEN");
    expect(
      (await clientError(anyone.ads.updateWithLink(adForm({ ...validAd(), slug: created.slug, keepPhotoIds: [] }))))
        .code,
    ).toBe("FORBIDDEN");
    const noLogin = await clientError(anyone.ads.delete({ slug: created.slug }));
    expect([noLogin.code, noLogin.messageKey]).toEqual(["UNAUTHORIZED", "errors.loginRequired"]);

    await anyone.ads.deleteWithLink(ref);
    expect((await db.ad.findUniqueOrThrow({ where: { slug: created.slug } })).status).toBe("DELETED");
    expect((await clientError(anyone.ads.forEditWithLink(ref))).code).toBe("NOT_FOUND");
  });

  it("refuses a member's name as the visitor's contact name", async () => {
    const error = await clientError(
      (await visitor("10.1.0.3")).ads.create(adForm(validAd({ contactName: "  mourad   MEMBRE " }))),
    );
    expect(error.fieldErrors).toEqual({ contactName: { key: "validation.memberNameTaken" } });
  });

  it("sends a published ad back to moderation when its visitor edits it", async () => {
    const created = await (await visitor("10.1.0.4")).ads.create(adForm(validAd({ contactName: "Visiteur Trois" })));
    await db.ad.update({ where: { slug: created.slug }, data: { status: "PUBLISHED", publishedAt: new Date() } });
    await (
      await visitor("10.1.0.4")
    ).ads.updateWithLink(
      adForm(
        { ...validAd({ contactName: "Visiteur Trois" }), slug: created.slug, keepPhotoIds: [] },
        [],
        created.editToken!,
      ),
    );
    expect((await db.ad.findUniqueOrThrow({ where: { slug: created.slug } })).status).toBe("PENDING");
  });

  it("rejects a filled honeypot and limits posting to 5 ads an hour per address", async () => {
    const bot = await visitor("10.1.0.5");
    expect(
      (
        await clientError(
          bot.ads.create(adForm({ ...validAd({ contactName: "Bot" }), website: "http://spam.example" })),
        )
      ).fieldErrors,
    ).toEqual({ website: { key: "validation.checkInput" } });
    const flood = await visitor("10.1.0.6");
    for (let i = 0; i < 5; i++) await flood.ads.create(adForm(validAd({ contactName: "Visiteur Pressé" })));
    const sixth = await clientError(flood.ads.create(adForm(validAd({ contactName: "Visiteur Pressé" }))));
    expect([sixth.code, sixth.messageKey]).toEqual(["TOO_MANY_REQUESTS", "errors.tooManyAttempts"]);
  });
});

describe("editing and deleting", () => {
  it("lets the author edit and reorder photos, and refuses every other member", async () => {
    const author = await newMember("Auteure Photos");
    const photo = await jpegWithExif(200, 150);
    const { slug } = await author.caller.ads.create(
      adForm(validAd(), [
        { name: "1.jpg", bytes: photo },
        { name: "2.jpg", bytes: photo },
      ]),
    );
    const form = await author.caller.ads.forEdit({ slug });
    expect(form.values.whatsapp).toBe("0550 11 22 33");
    const [first, second] = form.photos;
    await author.caller.ads.update(
      adForm({ ...validAd({ title: "Portefeuille retrouvé" }), slug, keepPhotoIds: [second!.id] }, [
        { name: "3.jpg", bytes: photo },
      ]),
    );
    const after = await db.ad.findUniqueOrThrow({
      where: { slug },
      include: { photos: { orderBy: { position: "asc" } } },
    });
    expect(after.title).toBe("Portefeuille retrouvé");
    expect(after.photos.map((p) => p.id)[0]).toBe(second!.id);
    expect(after.photos).toHaveLength(2);
    expect(await db.adPhoto.findUnique({ where: { id: first!.id } })).toBeNull();

    const other = await callerAs("MEMBER");
    expect((await clientError(other.ads.forEdit({ slug }))).code).toBe("FORBIDDEN");
    expect((await clientError(other.ads.update(adForm({ ...validAd(), slug, keepPhotoIds: [] })))).code).toBe(
      "FORBIDDEN",
    );
    expect((await clientError(other.ads.delete({ slug }))).code).toBe("FORBIDDEN");
    expect((await clientError(other.ads.deleteWithLink({ slug, token: "y".repeat(32) }))).code).toBe("FORBIDDEN");

    await author.caller.ads.delete({ slug });
    expect((await clientError((await callerAs(null)).ads.bySlug({ slug }))).code).toBe("NOT_FOUND");
    expect(await db.adPhoto.count({ where: { adId: after.id } })).toBe(0);
    expect(await storage.get(after.photos[0]!.displayKey)).toBeNull();
    expect(await author.caller.ads.mine()).toEqual([]);
  });

  it("lets a moderator publish a visitor's pending ad and hide it again; members may not", async () => {
    const { slug } = await (
      await visitor("10.1.0.7")
    ).ads.create(adForm(validAd({ title: "Lunettes de vue trouvées au stade", contactName: "Visiteur Stade" })));
    const refused = await clientError((await callerAs("MEMBER")).ads.moderate({ slug, status: "PUBLISHED" }));
    expect([refused.code, refused.messageKey]).toEqual(["FORBIDDEN", "errors.forbidden"]);
    const moderator = await callerAs("WEBMASTER");
    await moderator.ads.moderate({ slug, status: "PUBLISHED" });
    const search = async () =>
      (await (await callerAs(null)).ads.search({ q: "lunettes stade" })).items.map((a) => a.slug);
    expect(await search()).toEqual([slug]);
    await moderator.ads.moderate({ slug, status: "HIDDEN" });
    expect(await search()).toEqual([]);
  });

  it("lets a moderator delete anyone's ad", async () => {
    const author = await newMember("Auteur Modéré");
    const { slug } = await author.caller.ads.create(adForm(validAd()));
    await (await callerAs("WEBMASTER")).ads.delete({ slug });
    expect((await db.ad.findUniqueOrThrow({ where: { slug } })).status).toBe("DELETED");
  });

  it("keeps hidden ads out of lists, search, counts and the member page; the author still sees them", async () => {
    const author = await newMember("Auteur Masqué");
    const animals = async () =>
      (await (await callerAs(null)).ads.categories()).find((c) => c.id === "cat_animals")!.adCount;
    const before = await animals();
    const shown = await author.caller.ads.create(
      adForm(validAd({ title: "Chaton gris trouvé", categoryId: "cat_animals", type: "FOUND" })),
    );
    const hidden = await author.caller.ads.create(
      adForm(validAd({ title: "Chaton roux trouvé", categoryId: "cat_animals", type: "FOUND" })),
    );
    await db.ad.update({ where: { slug: hidden.slug }, data: { status: "HIDDEN" } });

    const anyone = await callerAs(null);
    expect((await anyone.ads.search({ q: "chaton" })).items.map((a) => a.slug)).toEqual([shown.slug]);
    expect(await animals()).toBe(before + 1);
    expect((await anyone.ads.member({ slug: author.slug })).ads.items.map((a) => a.slug)).toEqual([shown.slug]);
    expect((await clientError(anyone.ads.bySlug({ slug: hidden.slug }))).code).toBe("NOT_FOUND");
    expect((await author.caller.ads.bySlug({ slug: hidden.slug })).status).toBe("HIDDEN");
    expect((await author.caller.ads.mine()).map((a) => [a.slug, a.status])).toEqual([
      [hidden.slug, "HIDDEN"],
      [shown.slug, "PUBLISHED"],
    ]);
  });

  it("requires a login for the member's own lists", async () => {
    const error = await clientError((await callerAs(null)).ads.mine());
    expect([error.code, error.messageKey]).toEqual(["UNAUTHORIZED", "errors.loginRequired"]);
  });
});

describe("ads.search", () => {
  beforeAll(async () => {
    const poster = await newMember("Chercheuse Annonces");
    const post = (overrides: Parameters<typeof validAd>[0]) => poster.caller.ads.create(adForm(validAd(overrides)));
    await post({
      title: "Téléphone Samsung perdu à Béjaïa",
      description: "Téléphone noir, coque bleue, perdu au marché de Béjaïa.",
      wilayaCode: "06",
      communeCode: "0601",
      categoryId: "cat_electronics",
      happenedOn: "2026-03-02",
    });
    await post({
      title: "حاسوب مفقود قرب المسجد",
      description: "ضاع حاسوبٌ محمول أسود قرب المسجد الكبير، أرجو الاتصال.",
      categoryId: "cat_electronics",
      happenedOn: "2026-03-10",
    });
    await post({
      title: "Passeport trouvé à la gare",
      type: "FOUND",
      description: "Passeport algérien trouvé à la gare routière, à récupérer.",
      categoryId: "cat_identity",
      happenedOn: "2026-04-01",
    });
    await post({
      title: "طفلة مفقودة: أمينة",
      type: "MISSING",
      description: "فُقدت الطفلة أمينة في السوق، ترتدي فستانًا أحمر.",
      categoryId: "cat_persons",
      happenedOn: "2026-04-05",
    });
  });

  const titles = async (filters: Parameters<Awaited<ReturnType<typeof callerAs>>["ads"]["search"]>[0]) =>
    (await (await callerAs(null)).ads.search(filters)).items.map((a) => a.title);

  it("gives the cards the one-query page gives as Prisma's relation queries gave them (every filter kind, a page)", async () => {
    const { searchAds } = await import("~/modules/ads/server/search-ads");
    const { loadAdCards } = await import("~/modules/ads/server/ad-card");
    const published = await db.ad.findFirstOrThrow({
      where: { status: "PUBLISHED" },
      select: { wilayaCode: true, communeCode: true, type: true },
    });
    for (const filters of [
      {},
      { page: 2, pageSize: 3 },
      { type: published.type },
      { category: "electronique" },
      { wilaya: published.wilayaCode, commune: published.communeCode },
      { q: "cles" },
      { from: "2020-01-01", to: "2030-12-31" },
    ]) {
      const result = await searchAds(db, filters);
      expect(result.items.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(result.items, JSON.stringify(filters)).toEqual(
        await loadAdCards(
          db,
          result.items.map((card) => card.id),
        ),
      );
      for (const card of result.items) expect(card.status).toBe("PUBLISHED");
    }
  });

  it("ignores French accents and case, and matches word prefixes and plurals", async () => {
    expect(await titles({ q: "TELEPHONE bejaia" })).toEqual(["Téléphone Samsung perdu à Béjaïa"]);
    expect(await titles({ q: "téléphones" })).toEqual(["Téléphone Samsung perdu à Béjaïa"]);
    expect(await titles({ q: "passep" })).toEqual(["Passeport trouvé à la gare"]);
  });

  it("normalizes Arabic letter variants, diacritics and the article", async () => {
    expect(await titles({ q: "الحاسوب" })).toEqual(["حاسوب مفقود قرب المسجد"]);
    expect(await titles({ q: "حاسُوبٌ" })).toEqual(["حاسوب مفقود قرب المسجد"]);
    expect(await titles({ q: "امينة" })).toEqual(["طفلة مفقودة: أمينة"]);
    expect(await titles({ q: "مفقوده" })).toEqual(["طفلة مفقودة: أمينة"]);
    expect(await titles({ q: "مفقود" })).toEqual(["طفلة مفقودة: أمينة", "حاسوب مفقود قرب المسجد"]);
  });

  it("filters by type, category, wilaya, commune and dates, newest first, and paginates", async () => {
    expect(await titles({ type: "FOUND", category: "identite", wilaya: "16" })).toEqual([]);
    expect(await titles({ type: "FOUND", category: "papiers-identite", wilaya: "16" })).toEqual([
      "Passeport trouvé à la gare",
    ]);
    expect(await titles({ wilaya: "06" })).toEqual(["Téléphone Samsung perdu à Béjaïa"]);
    expect(await titles({ commune: "0601", category: "electronique" })).toEqual(["Téléphone Samsung perdu à Béjaïa"]);
    expect(await titles({ category: "electronique", from: "2026-03-05", to: "2026-03-31" })).toEqual([
      "حاسوب مفقود قرب المسجد",
    ]);
    const all = await (await callerAs(null)).ads.search({ category: "electronique" });
    expect(all.items.map((a) => a.title)).toEqual(["حاسوب مفقود قرب المسجد", "Téléphone Samsung perdu à Béjaïa"]);
    const page2 = await (await callerAs(null)).ads.search({ category: "electronique", page: 2 });
    expect([page2.total, page2.items.length]).toEqual([2, 0]);
    expect(await titles({ q: "%' OR 1=1 --" })).toEqual([]);
  });

  it("stops counting at the cap and says there are more", async () => {
    const { searchAds } = await import("~/modules/ads/server/search-ads");
    const capped = await searchAds(db, { category: "electronique", countCap: 1, pageSize: 1 });
    expect([capped.total, capped.more, capped.items.length]).toEqual([1, true, 1]);
    const exact = await searchAds(db, { category: "electronique", countCap: 2 });
    expect([exact.total, exact.more]).toEqual([2, false]);
  });
});
