// Writes the installable app's PNG icons (public/icons/) from public/favicon.svg: `npx tsx scripts/icons.ts`.
// The "maskable" ones keep the mark inside the central 80 % safe zone on a full-bleed background.
import { readFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/favicon.svg", "utf8");
const maskable = svg
  .replace('<rect width="64" height="64" rx="14" fill="#0ca678"/>', '<rect width="64" height="64" fill="#0ca678"/>')
  .replace("<path ", '<path transform="translate(6.4 6.4) scale(0.8)" ');

for (const size of [192, 512]) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(`public/icons/icon-${size}.png`);
  await sharp(Buffer.from(maskable), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(`public/icons/maskable-${size}.png`);
}
await sharp(Buffer.from(svg), { density: 72 * (180 / 64) })
  .resize(180, 180)
  .flatten({ background: "#0ca678" })
  .png()
  .toFile("public/icons/apple-touch-icon.png");
console.log("icons written to public/icons/");
