import sharp from "sharp";
import type { TAdInput } from "~/modules/ads/schemas";

/** A real JPEG with camera metadata (EXIF), so tests can prove the stored copies drop it. */
export async function jpegWithExif(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Phone owner", Copyright: "GPS 36.75N 3.06E" } })
    .toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
    .gif()
    .toBuffer();
}

export const validAd = (overrides: Partial<TAdInput> = {}): TAdInput => ({
  title: "Portefeuille noir perdu",
  type: "LOST",
  categoryId: "cat_wallets",
  description: "Portefeuille en cuir noir perdu près de la Grande Poste, avec une carte d'identité.",
  wilayaCode: "16",
  communeCode: "1601",
  happenedOn: "2026-01-15",
  contactName: "Yacine Hamidi",
  whatsapp: "0550 11 22 33",
  viber: "",
  messenger: "",
  phone: "",
  ...overrides,
});

/** The multipart body the posting form sends: the fields as JSON, the photos as files. */
export function adForm(fields: unknown, photos: { name: string; bytes: Buffer }[] = [], token?: string): FormData {
  const form = new FormData();
  form.set("ad", JSON.stringify(fields));
  for (const p of photos) form.append("photos", new File([new Uint8Array(p.bytes)], p.name, { type: "image/jpeg" }));
  if (token) form.set("token", token);
  return form;
}
