import { describe, expect, it } from "vitest";
import { compareSubjects, inSchoolOrder, type SubjectPlace } from "./subject-order";

const s = (nameFr: string, position: number): SubjectPlace => ({ nameFr, position });
const names = (list: SubjectPlace[]) => inSchoolOrder(list, (x) => x).map((x) => x.nameFr);

describe("the school's subject order (issue 48)", () => {
  it.each<[string, SubjectPlace[], string[]]>([
    [
      "the school's positions, not the French names: Arabic first as on the ministry's bulletin",
      [
        s("Histoire et géographie", 7),
        s("Informatique", 11),
        s("Langue anglaise", 4),
        s("Langue arabe", 1),
        s("Mathématiques", 2),
        s("Langue française", 3),
      ],
      [
        "Langue arabe",
        "Mathématiques",
        "Langue française",
        "Langue anglaise",
        "Histoire et géographie",
        "Informatique",
      ],
    ],
    [
      "a school that never ordered them (all 0): the French name, accents read as letters",
      [s("Éducation civique", 0), s("Arabe", 0), s("Dessin", 0)],
      ["Arabe", "Dessin", "Éducation civique"],
    ],
    [
      "equal positions among ordered ones: the French name between them",
      [s("Physique", 3), s("Chimie", 3), s("Arabe", 1)],
      ["Arabe", "Chimie", "Physique"],
    ],
    [
      "a subject added later goes last",
      [s("Philosophie", 16), s("Langue arabe", 1), s("Tamazight", 10)],
      ["Langue arabe", "Tamazight", "Philosophie"],
    ],
    ["one subject", [s("Mathématiques", 2)], ["Mathématiques"]],
    ["none", [], []],
  ])("%s", (_, list, expected) => {
    expect(names(list)).toEqual(expected);
  });

  it("an item whose subject is unknown goes last; the input is left as it was", () => {
    const items = [{ id: "x" }, { id: "ar" }, { id: "ma" }];
    const places = new Map([
      ["ar", s("Langue arabe", 1)],
      ["ma", s("Mathématiques", 2)],
    ]);
    expect(inSchoolOrder(items, (i) => places.get(i.id)).map((i) => i.id)).toEqual(["ar", "ma", "x"]);
    expect(items.map((i) => i.id)).toEqual(["x", "ar", "ma"]);
  });

  it("is a total order: antisymmetric", () => {
    expect(compareSubjects(s("A", 1), s("B", 2))).toBeLessThan(0);
    expect(compareSubjects(s("B", 2), s("A", 1))).toBeGreaterThan(0);
    expect(compareSubjects(s("A", 1), s("A", 1))).toBe(0);
  });
});
