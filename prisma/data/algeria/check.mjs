#!/usr/bin/env node
// Validates wilayas.json and communes.json in this folder. No dependencies.
// Usage: node prisma/data/algeria/check.mjs   (exits 1 with a message on failure)
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const errors = [];
const fail = (msg) => errors.push(msg);

function load(name) {
  try {
    return JSON.parse(readFileSync(join(here, name), "utf8"));
  } catch (e) {
    console.error(`check: cannot read ${name}: ${e.message}`);
    process.exit(1);
  }
}

const wilayas = load("wilayas.json");
const communes = load("communes.json");
const ARABIC = /[\u0621-\u064A]/;
const nonEmpty = (v) => typeof v === "string" && v.trim().length > 0;

// Wilayas: exactly 69, codes "01".."69", unique, names present.
if (!Array.isArray(wilayas)) fail("wilayas.json is not an array");
else {
  if (wilayas.length !== 69) fail(`expected 69 wilayas, found ${wilayas.length}`);
  const seen = new Set();
  for (const w of wilayas) {
    if (!/^\d{2}$/.test(w?.code ?? "")) fail(`wilaya with bad code: ${JSON.stringify(w)}`);
    if (seen.has(w.code)) fail(`duplicate wilaya code ${w.code}`);
    seen.add(w.code);
    if (!nonEmpty(w.nameFr)) fail(`wilaya ${w.code}: empty nameFr`);
    if (!nonEmpty(w.nameAr)) fail(`wilaya ${w.code}: empty nameAr`);
    else if (!ARABIC.test(w.nameAr)) fail(`wilaya ${w.code}: nameAr has no Arabic letters`);
  }
  for (let i = 1; i <= 69; i++) {
    const c = String(i).padStart(2, "0");
    if (!seen.has(c)) fail(`missing wilaya code ${c}`);
  }
}

// Communes: exactly 1541, unique 4-digit codes, known wilaya, names present.
const wilayaCodes = new Set((Array.isArray(wilayas) ? wilayas : []).map((w) => w.code));
const perWilaya = new Map();
if (!Array.isArray(communes)) fail("communes.json is not an array");
else {
  if (communes.length !== 1541) fail(`expected 1541 communes, found ${communes.length}`);
  const seen = new Set();
  let prev = null;
  for (const c of communes) {
    const tag = `commune ${c?.code}`;
    if (!/^\d{4}$/.test(c?.code ?? "")) fail(`commune with bad code: ${JSON.stringify(c)}`);
    if (seen.has(c.code)) fail(`duplicate commune code ${c.code}`);
    seen.add(c.code);
    if (!wilayaCodes.has(c.wilayaCode)) fail(`${tag}: unknown wilayaCode ${JSON.stringify(c.wilayaCode)}`);
    perWilaya.set(c.wilayaCode, (perWilaya.get(c.wilayaCode) ?? 0) + 1);
    if (!nonEmpty(c.nameFr)) fail(`${tag}: empty nameFr`);
    if (!nonEmpty(c.nameAr)) fail(`${tag}: empty nameAr`);
    else if (!ARABIC.test(c.nameAr)) fail(`${tag}: nameAr has no Arabic letters`);
    const key = `${c.wilayaCode}${c.code}`;
    if (prev !== null && key < prev) fail(`${tag}: not sorted by wilayaCode then code`);
    prev = key;
  }
  for (const code of wilayaCodes) {
    if (!perWilaya.get(code)) fail(`wilaya ${code} has no commune`);
  }
}

if (errors.length) {
  console.error(`check: ${errors.length} problem(s):`);
  for (const e of errors.slice(0, 50)) console.error(`  - ${e}`);
  process.exit(1);
}
console.log(`check: OK (${wilayas.length} wilayas, ${communes.length} communes)`);
