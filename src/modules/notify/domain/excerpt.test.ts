import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("a homework's first words (issue 48)", () => {
  it.each<[string, string]>([
    ["Exercices 1 à 4 page 112 (Thalès).", "Exercices 1 à 4 page 112 (Thalès)."],
    ["  Lire\n\nle  chapitre 3 ", "Lire le chapitre 3"],
    [
      "Rédiger un paragraphe de dix lignes sur la bataille d'Alger, avec trois dates",
      "Rédiger un paragraphe de dix lignes sur la…",
    ],
    [
      "حل التمارين 1 و2 و3 من الصفحة 45 من الكتاب المدرسي مع كتابة القاعدة في الكراس",
      "حل التمارين 1 و2 و3 من الصفحة 45 من الكتاب…",
    ],
    [
      "Anticonstitutionnellementanticonstitutionnellementanticonstitutionnellement",
      "Anticonstitutionnellementanticonstitutionnelleme…",
    ],
    ["", ""],
  ])("%j → %j", (text, expected) => {
    expect(excerpt(text)).toBe(expected);
    expect(excerpt(text).length).toBeLessThanOrEqual(49);
  });
});
