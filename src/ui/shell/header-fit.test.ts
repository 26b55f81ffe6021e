import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { headerWidth, NAV_BREAKPOINTS, navBreakpoint, type HeaderContent } from "./header-fit";

// The demo's headers as Chromium drew them (Noto Sans, 2,400 px wide, one line): the links' and the end's widths,
// plus the bar's padding (32) and its gap (16).
const FR = [
  "Accueil",
  "À propos",
  "Objets perdus",
  "Mes annonces",
  "Mon profil",
  "Tableau de bord",
  "Les classes",
  "Vie scolaire ▾",
  "Notes ▾",
];
const AR = [
  "الرئيسية",
  "حول المنصة",
  "المفقودات",
  "إعلاناتي",
  "ملفي الشخصي",
  "لوحة القيادة",
  "الأقسام",
  "الحياة المدرسية ▾",
  "النقاط ▾",
];
const drawn: [string, HeaderContent, number][] = [
  ["parent, fr", { script: "latin", links: FR, end: { name: "Karim Parent" } }, 975.3 + 394.0 + 48],
  ["parent, ar", { script: "arabic", links: AR, end: { name: "Karim Parent" } }, 815.9 + 382.9 + 48],
  ["teacher, fr", { script: "latin", links: [...FR, "École ▾"], end: { name: "Souad Ait Ali" } }, 1043.0 + 431.3 + 48],
  [
    "teacher, ar",
    { script: "arabic", links: [...AR, "المدرسة ▾"], end: { name: "Souad Ait Ali" } },
    896.0 + 420.2 + 48,
  ],
  [
    "super admin, fr",
    { script: "latin", links: [...FR, "École ▾", "Gestion du site ▾"], end: { name: "Samira Super-Admin" } },
    1183.6 + 443.2 + 48,
  ],
  [
    "super admin, ar",
    { script: "arabic", links: [...AR, "المدرسة ▾", "الإدارة ▾"], end: { name: "Samira Super-Admin" } },
    960.5 + 432.2 + 48,
  ],
];

describe("the header's width on one line", () => {
  it.each(drawn)("%s: never under what Chromium drew, at most 10 %% over (%#)", (_, content, px) => {
    const estimate = headerWidth(content);
    expect(estimate).toBeGreaterThanOrEqual(px);
    expect(estimate).toBeLessThanOrEqual(px * 1.1);
  });
});

describe("the links show from", () => {
  it.each([
    [
      "a visitor: 64 em",
      {
        script: "latin",
        links: ["Accueil", "À propos", "Objets perdus"],
        end: { buttons: ["Connexion", "Inscription"] },
      },
      64,
    ],
    ["a parent in French (1,417 px drawn: the burger at 1,280 px): 95 em", drawn[0]![1], 95],
    ["a parent in Arabic (1,247 px drawn): 85 em", drawn[1]![1], 85],
    ["the super admin in French (wrapped at 1,280 px before): 120 em", drawn[4]![1], 120],
    ["the super admin in Arabic: 100 em", drawn[5]![1], 100],
    ["a header with only its switches: 48 em", { script: "latin", links: [], end: { buttons: [] } }, 48],
  ] as [string, HeaderContent, number][])("%s", (_, content, em) => {
    expect(navBreakpoint(content)).toBe(em);
  });
});

describe("the stylesheet", () => {
  const css = readFileSync(new URL("./header.module.css", import.meta.url), "utf8").replace(/\s+/g, " ");
  it.each(NAV_BREAKPOINTS.map((em) => [em]))("hides the links below %i em and the burger from it", (em) => {
    expect(css).toContain(`@media (max-width: ${em - 0.01}em) { .nav${em} { display: none !important; } }`);
    expect(css).toContain(`@media (min-width: ${em}em) { .burger${em} { display: none !important; } }`);
  });
});
