import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isAcceptedImageFormat, sniffImageFormat } from "./image-format";

const blank = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "white" } });

describe("sniffImageFormat", () => {
  it("agrees with sharp's decoder on what a file really is", async () => {
    for (const format of ["jpeg", "png", "webp", "gif", "tiff", "avif"] as const) {
      const bytes = await blank().toFormat(format).toBuffer();
      expect(sniffImageFormat(bytes), format).toBe(format === "avif" ? "avif" : (await sharp(bytes).metadata()).format);
    }
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(sniffImageFormat(Buffer.from("%PDF-1.7"))).toBeNull();
  });

  it("accepts JPEG, PNG and WebP only", () => {
    expect(["jpeg", "png", "webp", "gif", "heif", null].map(isAcceptedImageFormat)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
