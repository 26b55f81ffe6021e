import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areNeighbours, neighboursOf, WILAYA_NEIGHBOURS } from "./wilaya-neighbours";

const WILAYAS_JSON = path.resolve(import.meta.dirname, "../../../../prisma/data/algeria/wilayas.json");
const wilayas = JSON.parse(readFileSync(WILAYAS_JSON, "utf8")) as { code: string; nameFr: string }[];
const codes = wilayas.map((w) => w.code);

describe("the land borders between wilayas", () => {
  it("has every wilaya of wilayas.json as a key, and nothing else", () => {
    expect(codes).toHaveLength(69);
    expect(Object.keys(WILAYA_NEIGHBOURS).sort()).toEqual([...codes].sort());
  });

  it("lists only known wilayas, sorted and without duplicates", () => {
    for (const [code, neighbours] of Object.entries(WILAYA_NEIGHBOURS)) {
      for (const n of neighbours) expect(codes, `${code} lists ${n}`).toContain(n);
      expect([...neighbours].sort(), code).toEqual(neighbours);
      expect(new Set(neighbours).size, code).toBe(neighbours.length);
    }
  });

  it("is symmetric: if A borders B, B borders A", () => {
    for (const [code, neighbours] of Object.entries(WILAYA_NEIGHBOURS)) {
      for (const n of neighbours) expect(WILAYA_NEIGHBOURS[n], `${n} should list ${code}`).toContain(code);
    }
  });

  it("has no wilaya bordering itself", () => {
    for (const [code, neighbours] of Object.entries(WILAYA_NEIGHBOURS)) expect(neighbours, code).not.toContain(code);
  });

  it("gives every wilaya at least one neighbour", () => {
    for (const code of codes) expect(neighboursOf(code).length, code).toBeGreaterThan(0);
  });

  it.each([
    ["16", "09", true], // Alger – Blida
    ["16", "35", true], // Alger – Boumerdès
    ["16", "42", true], // Alger – Tipaza
    ["31", "27", true], // Oran – Mostaganem
    ["31", "29", true], // Oran – Mascara
    ["31", "22", true], // Oran – Sidi Bel Abbès
    ["31", "46", true], // Oran – Aïn Témouchent
    ["15", "31", false], // Tizi Ouzou – Oran
    ["11", "53", true], // Tamanrasset – In Salah
    ["11", "54", true], // Tamanrasset – In Guezzam
  ])("%s borders %s: %s", (a, b, expected) => {
    expect(areNeighbours(a, b)).toBe(expected);
    expect(areNeighbours(b, a)).toBe(expected);
  });

  it("knows no neighbour of an unknown code", () => {
    expect(neighboursOf("70")).toEqual([]);
    expect(neighboursOf("toString")).toEqual([]);
    expect(areNeighbours("16", "70")).toBe(false);
  });
});
