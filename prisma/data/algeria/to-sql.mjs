// Writes the SQL that loads wilayas.json and communes.json (used to author the reference-data migration).
//   node prisma/data/algeria/to-sql.mjs > prisma/migrations/<ts>_<name>/migration.sql
import { readFileSync } from "node:fs";

const here = new URL(".", import.meta.url);
const wilayas = JSON.parse(readFileSync(new URL("wilayas.json", here), "utf8"));
const communes = JSON.parse(readFileSync(new URL("communes.json", here), "utf8"));
const q = (s) => `'${String(s).replaceAll("'", "''")}'`;

const out = ["-- Algerian wilayas (69, law 26-06 of 2026) and communes (1,541), from prisma/data/algeria", ""];
out.push('INSERT INTO "Wilaya" ("code", "nameFr", "nameAr") VALUES');
out.push(wilayas.map((w) => `(${q(w.code)}, ${q(w.nameFr)}, ${q(w.nameAr)})`).join(",\n") + ";", "");
for (let i = 0; i < communes.length; i += 500) {
  out.push('INSERT INTO "Commune" ("code", "wilayaCode", "nameFr", "nameAr") VALUES');
  out.push(
    communes
      .slice(i, i + 500)
      .map((c) => `(${q(c.code)}, ${q(c.wilayaCode)}, ${q(c.nameFr)}, ${q(c.nameAr)})`)
      .join(",\n") + ";",
    "",
  );
}
process.stdout.write(out.join("\n"));
