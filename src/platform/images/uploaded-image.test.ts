import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adForm, jpegWithExif, validAd } from "~/test/ads";
import { callerAs, clientError, seedOnce } from "~/test/callers";

/** A plain white PNG: tiny on disk (776 KB at 16,000 px), huge once decoded. */
const whitePng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#fff" }, limitInputPixels: false })
    .png()
    .toBuffer();

let png16k: Buffer;
let png20k: Buffer;
beforeAll(async () => {
  await seedOnce();
  [png16k, png20k] = [await whitePng(16_000), await whitePng(20_000)];
});

const tooLarge = (field: string, file: string) => ({
  [field]: { key: "validation.imageTooLarge", values: { file, megapixels: 70 } },
});

describe("images over 70 megapixels", () => {
  it("are refused as too large on an ad, whatever their size on disk", async () => {
    expect(png16k.length).toBeLessThan(1024 * 1024);
    const member = await callerAs("MEMBER");
    for (const [name, bytes] of [
      ["16k.png", png16k],
      ["20k.png", png20k],
    ] as const) {
      const error = await clientError(member.ads.create(adForm(validAd(), [{ name, bytes }])));
      expect(error.fieldErrors).toEqual(tooLarge("photos", name));
    }
  });

  it("are refused as too large for a profile photo", async () => {
    const parent = await callerAs("PARENT");
    for (const [name, bytes] of [
      ["16k.png", png16k],
      ["20k.png", png20k],
    ] as const) {
      const form = new FormData();
      form.set("photo", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      expect((await clientError(parent.account.setPhoto(form))).fieldErrors).toEqual(tooLarge("photo", name));
    }
  });

  it("leave ordinary photos alone", async () => {
    const member = await callerAs("MEMBER");
    const photo = await jpegWithExif(4000, 3000);
    await expect(member.ads.create(adForm(validAd(), [{ name: "12mp.jpg", bytes: photo }]))).resolves.toMatchObject({
      status: "PUBLISHED",
    });
  });
});
