import { beforeAll, describe, expect, it } from "vitest";
import { searchDocument } from "~/lib/search-text";
import { db } from "~/platform/db";
import { seedOnce } from "~/test/callers";
import { newMember } from "~/test/members";
import { findMatches, matchAd } from "./match-ads";

/**
 * The matching table (issue 33): real-looking pairs of a lost (or missing) ad and the found ad that answers it, in
 * French, Arabic and Darija in Latin letters, among found ads that answer something else (same category, same
 * place, same weeks). Precision and recall of the top 5 are computed both ways (a lost ad's top 5 found ads, a found
 * ad's top 5 lost ones) and printed; the closing note of the issue quotes them.
 */
type Side = { title: string; description: string; category: string; wilaya: string; commune: string; ago: number };
type Pair = { name: string; lost: Side & { type?: "LOST" | "MISSING" }; found: Side };

const PAIRS: Pair[] = [
  {
    name: "wallet (fr)",
    lost: {
      title: "Portefeuille noir perdu à Bab Ezzouar",
      description: "Portefeuille en cuir noir avec ma carte d'identité et mon permis, perdu près de la gare routière.",
      category: "cat_wallets",
      wilaya: "16",
      commune: "1621",
      ago: 10,
    },
    found: {
      title: "Trouvé un portefeuille noir à Bab Ezzouar",
      description: "Portefeuille en cuir noir trouvé à côté de la gare routière, avec des papiers dedans.",
      category: "cat_wallets",
      wilaya: "16",
      commune: "1621",
      ago: 9,
    },
  },
  {
    name: "wallet (ar)",
    lost: {
      title: "محفظة نقود بنية ضائعة في وهران",
      description: "ضاعت مني محفظة جلدية بنية فيها بطاقة التعريف ورخصة السياقة قرب ساحة أول نوفمبر.",
      category: "cat_wallets",
      wilaya: "31",
      commune: "3101",
      ago: 8,
    },
    found: {
      title: "وجدت محفظة بنية في وهران",
      description: "عثرت على محفظة جلد بنية اللون قرب ساحة اول نوفمبر فيها وثائق.",
      category: "cat_wallets",
      wilaya: "31",
      commune: "3101",
      ago: 7,
    },
  },
  {
    name: "car keys (Darija)",
    lost: {
      title: "Tlafou les clés ta3 tomobil Clio",
      description: "Tlafli trousseau ta3 les clés fih clé Renault Clio w zouj clés sghar, f parking ta3 la fac.",
      category: "cat_keys",
      wilaya: "15",
      commune: "1501",
      ago: 6,
    },
    found: {
      title: "Lqit trousseau clés Renault Clio",
      description: "Lqit des clés Renault Clio m3a zouj clés sghar f parking université Mouloud Mammeri.",
      category: "cat_keys",
      wilaya: "15",
      commune: "1501",
      ago: 5,
    },
  },
  {
    name: "house keys (fr), found in a neighbouring wilaya",
    lost: {
      title: "Clés de maison avec porte-clés rouge",
      description: "Trois clés de maison sur un porte-clés rouge en forme de cœur, perdues au marché.",
      category: "cat_keys",
      wilaya: "06",
      commune: "0601",
      ago: 12,
    },
    found: {
      title: "Trousseau de clés avec porte-clés rouge trouvé",
      description: "Trois clés sur un porte-clés rouge en forme de cœur, trouvées sur la route nationale.",
      category: "cat_keys",
      wilaya: "15",
      commune: "1501",
      ago: 11,
    },
  },
  {
    name: "phone (fr)",
    lost: {
      title: "Téléphone Samsung Galaxy A52 bleu perdu dans le tramway",
      description:
        "Samsung Galaxy A52 bleu avec une coque transparente, perdu dans le tram entre la station Université et le centre-ville.",
      category: "cat_phones",
      wilaya: "25",
      commune: "2501",
      ago: 4,
    },
    found: {
      title: "Samsung Galaxy bleu trouvé dans le tram",
      description: "Un Samsung Galaxy bleu à coque transparente oublié sur un siège du tramway, station Université.",
      category: "cat_phones",
      wilaya: "25",
      commune: "2501",
      ago: 4,
    },
  },
  {
    name: "phone (ar)",
    lost: {
      title: "هاتف آيفون أسود ضاع في الحافلة",
      description: "ضاع هاتفي آيفون 11 أسود في حافلة النقل الحضري بين العلمة وسطيف.",
      category: "cat_phones",
      wilaya: "19",
      commune: "1901",
      ago: 3,
    },
    found: {
      title: "عثرت على هاتف ايفون اسود في حافلة",
      description: "وجدت هاتف ايفون اسود في الحافلة بين العلمة وسطيف، على صاحبه الاتصال.",
      category: "cat_phones",
      wilaya: "19",
      commune: "1901",
      ago: 2,
    },
  },
  {
    name: "phone (Darija)",
    lost: {
      title: "Tilifoun Redmi tah menni f taxi",
      description: "Tah menni tilifoun Redmi Note k7al f taxi ta3 Blida - Boufarik, fih tsawer ta3 wladi.",
      category: "cat_phones",
      wilaya: "09",
      commune: "0901",
      ago: 5,
    },
    found: {
      title: "Lqit tilifoun Redmi f taxi",
      description: "Lqit tilifoun Redmi Note k7al f taxi Boufarik, li ta3ou yetsel biya.",
      category: "cat_phones",
      wilaya: "09",
      commune: "0901",
      ago: 5,
    },
  },
  {
    name: "child's school bag (fr)",
    lost: {
      title: "Cartable bleu de ma fille perdu à la sortie de l'école",
      description:
        "Cartable bleu avec des étoiles, les cahiers de 4e année au nom de Lina, perdu devant l'école primaire.",
      category: "cat_school",
      wilaya: "16",
      commune: "1628",
      ago: 2,
    },
    found: {
      title: "Cartable bleu d'enfant trouvé devant l'école primaire",
      description: "Cartable bleu à étoiles avec des cahiers de 4e année, trouvé devant l'école primaire de Hydra.",
      category: "cat_school",
      wilaya: "16",
      commune: "1628",
      ago: 1,
    },
  },
  {
    name: "child's school bag (ar)",
    lost: {
      title: "محفظة مدرسية حمراء لابني ضاعت",
      description: "ضاعت محفظة ابني المدرسية الحمراء فيها كراريس السنة الثانية ابتدائي قرب المدرسة.",
      category: "cat_school",
      wilaya: "31",
      commune: "3101",
      ago: 6,
    },
    found: {
      title: "وجدت محفظة مدرسية حمراء لطفل",
      description: "عثرت على محفظة مدرسية حمراء فيها كراريس السنة الثانية قرب المدرسة الابتدائية.",
      category: "cat_school",
      wilaya: "31",
      commune: "3101",
      ago: 5,
    },
  },
  {
    name: "documents (fr)",
    lost: {
      title: "Passeport et carte grise perdus à Annaba",
      description: "Pochette avec mon passeport et la carte grise de ma voiture, perdue au cours de la Révolution.",
      category: "cat_identity",
      wilaya: "23",
      commune: "2301",
      ago: 15,
    },
    found: {
      title: "Passeport et carte grise trouvés",
      description: "Une pochette contenant un passeport et une carte grise trouvée au cours de la Révolution à Annaba.",
      category: "cat_identity",
      wilaya: "23",
      commune: "2301",
      ago: 14,
    },
  },
  {
    name: "documents (ar)",
    lost: {
      title: "ضاع جواز سفر في قسنطينة",
      description: "ضاع مني جواز سفر جزائري وبطاقة الشفاء قرب مستشفى ابن باديس.",
      category: "cat_identity",
      wilaya: "25",
      commune: "2501",
      ago: 9,
    },
    found: {
      title: "وجدت جواز سفر جزائري",
      description: "عثرت على جواز سفر جزائري مع بطاقة الشفاء قرب المستشفى في قسنطينة.",
      category: "cat_identity",
      wilaya: "25",
      commune: "2501",
      ago: 8,
    },
  },
  {
    name: "missing dog (fr)",
    lost: {
      type: "MISSING",
      title: "Chien berger allemand disparu à Chéraga",
      description: "Notre berger allemand Rex, collier vert, a disparu près de la forêt de Chéraga.",
      category: "cat_animals",
      wilaya: "16",
      commune: "1630",
      ago: 7,
    },
    found: {
      title: "Berger allemand trouvé errant",
      description: "Un berger allemand avec un collier vert errait près de la forêt, il est chez nous.",
      category: "cat_animals",
      wilaya: "16",
      commune: "1630",
      ago: 6,
    },
  },
];

/** Found ads that answer nothing above: same categories and places, other objects. */
const OTHERS: Side[] = [
  {
    title: "Portefeuille rouge de femme trouvé",
    description: "Petit portefeuille rouge avec des pièces, trouvé au marché.",
    category: "cat_wallets",
    wilaya: "16",
    commune: "1621",
    ago: 9,
  },
  {
    title: "Porte-monnaie trouvé au stade",
    description: "Porte-monnaie marron vide trouvé dans les gradins.",
    category: "cat_wallets",
    wilaya: "16",
    commune: "1601",
    ago: 8,
  },
  {
    title: "وجدت محفظة نسائية سوداء في السوق",
    description: "محفظة صغيرة سوداء فيها نقود قليلة.",
    category: "cat_wallets",
    wilaya: "31",
    commune: "3101",
    ago: 6,
  },
  {
    title: "Clé USB trouvée à la bibliothèque",
    description: "Clé USB Kingston 32 Go oubliée sur une table.",
    category: "cat_keys",
    wilaya: "15",
    commune: "1501",
    ago: 5,
  },
  {
    title: "Badge et clé de bureau trouvés",
    description: "Un badge d'entreprise avec une clé de bureau.",
    category: "cat_keys",
    wilaya: "06",
    commune: "0601",
    ago: 10,
  },
  {
    title: "Téléphone Nokia trouvé dans un taxi",
    description: "Vieux Nokia gris trouvé dans un taxi collectif.",
    category: "cat_phones",
    wilaya: "25",
    commune: "2501",
    ago: 3,
  },
  {
    title: "وجدت هاتف سامسونغ ابيض",
    description: "هاتف سامسونغ ابيض مكسور الشاشة قرب الجامعة.",
    category: "cat_phones",
    wilaya: "19",
    commune: "1901",
    ago: 2,
  },
  {
    title: "Lqit tilifoun Oppo f la gare",
    description: "Tilifoun Oppo byed f la gare routière.",
    category: "cat_phones",
    wilaya: "09",
    commune: "0901",
    ago: 4,
  },
  {
    title: "Trousse d'école trouvée",
    description: "Trousse verte avec des crayons de couleur.",
    category: "cat_school",
    wilaya: "16",
    commune: "1628",
    ago: 1,
  },
  {
    title: "وجدت كتاب رياضيات مدرسي",
    description: "كتاب الرياضيات للسنة الرابعة متوسط.",
    category: "cat_school",
    wilaya: "31",
    commune: "3101",
    ago: 4,
  },
  {
    title: "Permis de conduire trouvé",
    description: "Un permis de conduire au nom de Haddad trouvé à la poste.",
    category: "cat_identity",
    wilaya: "23",
    commune: "2301",
    ago: 12,
  },
  {
    title: "بطاقة تعريف وطنية وجدت قرب المحطة",
    description: "وجدت بطاقة تعريف وطنية باسم عائلة بلقاسم.",
    category: "cat_identity",
    wilaya: "25",
    commune: "2501",
    ago: 8,
  },
  {
    title: "Chat tigré trouvé",
    description: "Un chat tigré très gentil trouvé dans notre jardin.",
    category: "cat_animals",
    wilaya: "16",
    commune: "1630",
    ago: 5,
  },
];

const DAY_MS = 86_400_000;
let authorSeq = 0;

async function postAd(type: "LOST" | "FOUND" | "MISSING", side: Side, authorId: string) {
  const now = Date.now();
  return db.ad.create({
    data: {
      slug: `match-${type.toLowerCase()}-${++authorSeq}-${Math.random().toString(36).slice(2, 8)}`,
      type,
      status: "PUBLISHED",
      title: side.title,
      description: side.description,
      categoryId: side.category,
      wilayaCode: side.wilaya,
      communeCode: side.commune,
      happenedOn: new Date(new Date(now - side.ago * DAY_MS).toISOString().slice(0, 10)),
      contactName: "Test",
      phone: "+213550000000",
      authorId,
      searchText: searchDocument(side.title, side.description),
      publishedAt: new Date(now),
      expiresAt: new Date(now + 60 * DAY_MS),
    },
    select: { id: true },
  });
}

describe("matching lost against found (the table)", () => {
  const pairs: { name: string; lostId: string; foundId: string }[] = [];
  let otherIds: string[] = [];

  beforeAll(async () => {
    await seedOnce();
    // everyone posts as someone else: an ad never matches its own poster's ads
    const losers = await newMember("Perd Beaucoup");
    const finders = await newMember("Trouve Souvent");
    for (const pair of PAIRS) {
      const lost = await postAd(pair.lost.type ?? "LOST", pair.lost, losers.id);
      const found = await postAd("FOUND", pair.found, finders.id);
      pairs.push({ name: pair.name, lostId: lost.id, foundId: found.id });
    }
    otherIds = (await Promise.all(OTHERS.map((side) => postAd("FOUND", side, finders.id)))).map((a) => a.id);
  }, 60_000);

  it("finds each pair in the top 5 both ways, with few wrong ads (precision and recall printed)", async () => {
    let relevantRetrieved = 0;
    let retrieved = 0;
    let recalled = 0;
    const misses: string[] = [];
    for (const pair of pairs) {
      for (const [from, to] of [
        [pair.lostId, pair.foundId],
        [pair.foundId, pair.lostId],
      ] as const) {
        const top = await findMatches(db, from);
        if (process.env.MATCH_DEBUG)
          console.log(
            pair.name,
            from === pair.lostId ? "L→F" : "F→L",
            top.map((m) => `${m.id === to ? "✓" : "✗"}${m.score.toFixed(2)}`).join(" "),
          );
        retrieved += top.length;
        const hit = top.some((m) => m.id === to);
        if (hit) {
          recalled += 1;
          relevantRetrieved += 1;
        } else misses.push(`${pair.name} (${from === pair.lostId ? "lost → found" : "found → lost"})`);
      }
    }
    const recall = recalled / (pairs.length * 2);
    const precision = retrieved ? relevantRetrieved / retrieved : 0;
    console.log(
      `matching table: ${pairs.length} pairs × 2 ways, ${OTHERS.length} other found ads — recall@5 ${recall.toFixed(2)}, precision@5 ${precision.toFixed(2)} (${relevantRetrieved}/${retrieved})${misses.length ? `; missed: ${misses.join(", ")}` : ""}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.85);
    expect(otherIds).toHaveLength(OTHERS.length);
  });

  it("ranks the true match first for every lost ad", async () => {
    for (const pair of pairs) {
      const [best] = await findMatches(db, pair.lostId);
      expect(best?.id, pair.name).toBe(pair.foundId);
    }
  });

  it("keeps the matches on both sides, tells each poster once, and forgets a match that leaves the board", async () => {
    const pair = pairs[0]!;
    await db.adMatch.deleteMany({});
    await db.notification.deleteMany({ where: { kind: "ad.matched" } });
    const first = await matchAd(db, pair.lostId);
    expect(first.matches).toBeGreaterThanOrEqual(1);
    const rows = await db.adMatch.findMany({ where: { OR: [{ adId: pair.lostId }, { otherId: pair.lostId }] } });
    expect(rows.some((r) => r.adId === pair.lostId && r.otherId === pair.foundId)).toBe(true);
    expect(rows.some((r) => r.adId === pair.foundId && r.otherId === pair.lostId)).toBe(true);
    const lost = await db.ad.findUniqueOrThrow({ where: { id: pair.lostId }, select: { authorId: true, slug: true } });
    const found = await db.ad.findUniqueOrThrow({
      where: { id: pair.foundId },
      select: { authorId: true, slug: true },
    });
    expect(
      await db.notification.count({
        where: { kind: "ad.matched", userId: lost.authorId!, url: `/old/annonces/${lost.slug}#matches` },
      }),
    ).toBe(1);
    expect(
      await db.notification.count({
        where: { kind: "ad.matched", userId: found.authorId!, url: `/old/annonces/${found.slug}#matches` },
      }),
    ).toBe(1);
    const told = await db.notification.count({ where: { kind: "ad.matched" } });
    // matched again (an edit): nobody is told twice
    await matchAd(db, pair.lostId);
    expect(await db.notification.count({ where: { kind: "ad.matched" } })).toBe(told);
    // what a push may carry: a count, never what or where
    const one = await db.notification.findFirstOrThrow({ where: { kind: "ad.matched" } });
    expect(Object.keys(one.params as object)).toEqual(["count"]);
    // the found ad is returned to its owner: it leaves the lost ad's matches
    await db.ad.update({ where: { id: pair.foundId }, data: { status: "RETURNED" } });
    await matchAd(db, pair.lostId);
    expect(await db.adMatch.count({ where: { OR: [{ adId: pair.foundId }, { otherId: pair.foundId }] } })).toBe(0);
    await db.ad.update({ where: { id: pair.foundId }, data: { status: "PUBLISHED" } });
  });

  it("leaves expired ads and ads out of the date window or far away out", async () => {
    const pair = pairs[4]!; // phone (fr), Constantine
    await db.ad.update({ where: { id: pair.foundId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await findMatches(db, pair.lostId)).map((m) => m.id)).not.toContain(pair.foundId);
    await db.ad.update({
      where: { id: pair.foundId },
      data: { expiresAt: new Date(Date.now() + 30 * DAY_MS), wilayaCode: "31", communeCode: "3101" },
    });
    expect((await findMatches(db, pair.lostId)).map((m) => m.id)).not.toContain(pair.foundId);
    await db.ad.update({
      where: { id: pair.foundId },
      data: { wilayaCode: "25", communeCode: "2501", happenedOn: new Date(Date.now() - 120 * DAY_MS) },
    });
    expect((await findMatches(db, pair.lostId)).map((m) => m.id)).not.toContain(pair.foundId);
  });
});
