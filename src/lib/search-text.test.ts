import { describe, expect, it } from "vitest";
import { normalizeSearchText, searchDocument, searchQueryWords, toPrefixTsQuery } from "./search-text";

describe("normalizeSearchText", () => {
  it.each([
    ["Téléphone PERDU à Béjaïa", "telephone perdu a bejaia"],
    ["Cœur, l'enfant — clé n°3", "coeur l enfant cle n 3"],
    ["هَاتِفٌ مَفْقُودٌ", "هاتف مفقود"],
    ["أحمد إبراهيم آمال ٱلله", "احمد ابراهيم امال الله"],
    ["مستشفى فاطمة", "مستشفي فاطمه"],
    ["مؤسسة شاطئ", "موسسه شاطي"],
    ["جـــواز سفر", "جواز سفر"],
    ["رقم ٠٥٥٠ ۱۲", "رقم 0550 12"],
    ["  \n ", ""],
  ])("%s → %s", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe("searchDocument", () => {
  it("adds Arabic words without their article, once", () => {
    expect(searchDocument("الهاتف والمفاتيح", "بالقرب من المسجد")).toBe(
      "الهاتف والمفاتيح بالقرب من المسجد هاتف مفاتيح قرب مسجد",
    );
  });
  it("keeps short words whole (الم is not an article plus a word)", () => {
    expect(searchDocument("الم")).toBe("الم");
  });
});

describe("searchQueryWords", () => {
  it.each([
    ["Clés", ["cle"]],
    ["clefs perdues", ["clef", "perdue"]],
    ["le bus", ["le", "bus"]],
    ["الهاتف", ["هاتف"]],
    ["هاتِف هاتف", ["هاتف"]],
    ["أوراق", ["اوراق"]],
    ["%' OR 1=1 --", ["or", "1"]],
    ["   ", []],
  ])("%s → %j", (query, words) => {
    expect(searchQueryWords(query)).toEqual(words);
  });

  it("keeps at most 8 words and builds a prefix tsquery", () => {
    expect(searchQueryWords("a b c d e f g h i j")).toHaveLength(8);
    expect(toPrefixTsQuery(["cle", "hamid"])).toBe("cle:* & hamid:*");
  });
});
