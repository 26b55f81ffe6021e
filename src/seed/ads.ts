import { emptyAdInput, todayInAlgeria, type TAdInput } from "~/modules/ads/schemas";
import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";

/** N days before today, on the Algerian clock, as the form sends it. */
function daysAgo(days: number): string {
  const [y, m, d] = todayInAlgeria().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

type DemoAd = Omit<TAdInput, "happenedOn" | "website"> & { ago: number; by: string | null };

/** A few realistic ads in French and Arabic, by demo members, plus one visitor ad waiting for moderation. */
const DEMO_ADS: DemoAd[] = [
  {
    by: "member@wasla.dz",
    ...emptyAdInput("Mourad"),
    title: "Portefeuille marron perdu à Bab Ezzouar",
    type: "LOST",
    categoryId: "cat_wallets",
    description:
      "Portefeuille en cuir marron perdu entre la gare routière et le centre commercial de Bab Ezzouar. Il contient ma carte d'identité et mon permis de conduire. Récompense promise.",
    wilayaCode: "16",
    communeCode: "1621",
    ago: 3,
    whatsapp: "0550 12 34 00",
  },
  {
    by: "member@wasla.dz",
    ...emptyAdInput("مراد"),
    title: "بطاقة تعريف وطنية وُجدت قرب محطة الحافلات",
    type: "FOUND",
    categoryId: "cat_identity",
    description:
      "وجدت بطاقة تعريف وطنية باسم عائلة بن علي قرب محطة الحافلات في وهران. يرجى من صاحبها الاتصال بي مع ذكر تاريخ الميلاد للتأكد.",
    wilayaCode: "31",
    communeCode: "3101",
    ago: 1,
    phone: "0661 00 11 22",
  },
  {
    by: "parent@wasla.dz",
    ...emptyAdInput("Karim"),
    title: "Chat siamois disparu à Hydra",
    type: "MISSING",
    categoryId: "cat_animals",
    description:
      "Notre chat siamois « Mimi », yeux bleus, collier rouge, a disparu près du parc de Hydra. Il est craintif : merci de nous appeler plutôt que de l'attraper.",
    wilayaCode: "16",
    communeCode: "1628",
    ago: 6,
    whatsapp: "0550 12 34 56",
    messenger: "karim.parent",
  },
  {
    by: "parent@wasla.dz",
    ...emptyAdInput("كريم"),
    title: "هاتف سامسونغ ضائع في الترامواي",
    type: "LOST",
    categoryId: "cat_phones",
    description:
      "ضاع هاتفي سامسونغ أسود بغطاء أزرق في الترامواي بين محطة الجامعة ووسط المدينة في قسنطينة. فيه صور عائلية مهمة جدًا.",
    wilayaCode: "25",
    communeCode: "2501",
    ago: 2,
    viber: "0550 12 34 56",
  },
  {
    by: "teacher@wasla.dz",
    ...emptyAdInput("Taous"),
    title: "Clés de voiture Renault trouvées au parking de l'université",
    type: "FOUND",
    categoryId: "cat_keys",
    description:
      "Trousseau avec une clé Renault et deux petites clés, trouvé au parking de l'université Mouloud Mammeri. Déposé à l'accueil de la faculté.",
    wilayaCode: "15",
    communeCode: "1501",
    ago: 4,
    phone: "0770 45 67 89",
  },
  {
    by: null,
    ...emptyAdInput("Nassima B."),
    title: "Sac à dos bleu oublié dans un taxi",
    type: "LOST",
    categoryId: "cat_bags",
    description:
      "Sac à dos bleu marine oublié dans un taxi jaune entre Sétif centre et El Eulma, avec des cahiers et une trousse d'écolier.",
    wilayaCode: "19",
    communeCode: "1901",
    ago: 5,
    whatsapp: "0555 98 76 54",
  },
];

function adForm(values: TAdInput): FormData {
  const form = new FormData();
  form.set("ad", JSON.stringify(values));
  return form;
}

/** The board's demo content, idempotent (an ad whose title exists is not posted again), through the procedures. */
export async function seedAds(db: Db, log: (line: string) => void = () => {}) {
  for (const { by, ago, ...values } of DEMO_ADS) {
    if (await db.ad.findFirst({ where: { title: values.title }, select: { id: true } })) continue;
    const user = by ? await db.user.findUnique({ where: { email: by }, select: { id: true } }) : null;
    if (by && !user) continue;
    const caller = createCaller(createInnerTRPCContext({ db, actor: user ? await loadActor(db, user.id) : null }));
    const created = await caller.ads.create(adForm({ ...values, happenedOn: daysAgo(ago), website: "" }));
    log(`posted ad ${created.slug} (${created.status})`);
  }
  const wallet = await db.ad.findFirst({
    where: { title: DEMO_ADS[0]!.title, status: "PUBLISHED" },
    select: { id: true, commentCount: true },
  });
  const parent = await db.user.findUnique({ where: { email: "parent@wasla.dz" }, select: { id: true } });
  if (wallet && parent && wallet.commentCount === 0) {
    const caller = createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, parent.id) }));
    await caller.comments.create({
      adId: wallet.id,
      body: "J'ai vu un portefeuille marron déposé au guichet de la gare routière ce matin, allez voir !",
    });
  }
}
