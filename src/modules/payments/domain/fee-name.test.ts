import { describe, expect, it } from "vitest";
import { feeName } from "./fee-name";

describe("feeName: the reader's language, else the French name", () => {
  const fee = { name: "Frais de scolarité", nameAr: "حقوق التمدرس", nameEn: "Tuition" };
  it.each([
    ["fr", fee, "Frais de scolarité"],
    ["ar", fee, "حقوق التمدرس"],
    ["en", fee, "Tuition"],
    ["ar", { name: "Cantine", nameAr: null, nameEn: null }, "Cantine"],
    ["en", { name: "Cantine", nameAr: "", nameEn: "" }, "Cantine"],
    ["en", { name: "Cantine" }, "Cantine"],
  ] as const)("%s %o → %s", (locale, names, expected) => {
    expect(feeName(locale, names)).toBe(expected);
  });
});
