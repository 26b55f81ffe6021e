import { describe, expect, it } from "vitest";
import { isGsm7, smsCost, smsSize } from "~/lib/sms-segments";

const times = (s: string, n: number) => s.repeat(n);

describe("an SMS's encoding and segments", () => {
  it.each([
    ["empty", "", "GSM-7", 0, 0],
    ["French without accents", "Absence de Sara ce matin. Merci de justifier.", "GSM-7", 45, 1],
    ["French accents GSM-7 knows (é è à ù)", "Réunion à l'école après les vacances", "GSM-7", 36, 1],
    ["160 septets: one", times("a", 160), "GSM-7", 160, 1],
    ["161 septets: two parts of 153", times("a", 161), "GSM-7", 161, 2],
    ["306 septets: two", times("a", 306), "GSM-7", 306, 2],
    ["307 septets: three", times("a", 307), "GSM-7", 307, 3],
    ["the euro costs two septets", "Frais : 2500 €", "GSM-7", 15, 1],
    ["159 + one escape: 161, two parts", `${times("a", 159)}€`, "GSM-7", 161, 2],
    ["an escape pair never split: 152 + € moves to part two", `${times("a", 152)}€${times("b", 10)}`, "GSM-7", 164, 2],
    ["ç is not GSM-7", "Leçon de français", "UCS-2", 17, 1],
    ["ê is not GSM-7", "Fête de l'école", "UCS-2", 15, 1],
    ["Arabic", "غياب سارة هذا الصباح", "UCS-2", 20, 1],
    ["70 Arabic letters: one", times("ب", 70), "UCS-2", 70, 1],
    ["71 Arabic letters: two parts of 67", times("ب", 71), "UCS-2", 71, 2],
    ["134 Arabic letters: two", times("ب", 134), "UCS-2", 134, 2],
    ["135 Arabic letters: three", times("ب", 135), "UCS-2", 135, 3],
    ["an emoji is two units", `${times("ب", 66)}😀`, "UCS-2", 68, 1],
    [
      "an emoji across a part's end moves whole: three parts, not two",
      `${times("ب", 66)}😀${times("ب", 66)}`,
      "UCS-2",
      134,
      3,
    ],
    ["Darija in Latin letters stays GSM-7", "Salam, Sara ghayba lyoum", "GSM-7", 24, 1],
  ])("%s", (_name, text, encoding, units, segments) => {
    expect(smsSize(text)).toEqual({ encoding, units, segments });
  });

  it("prices segments × phones", () => {
    expect(smsCost(times("ب", 71), 10, 500)).toBe(2 * 10 * 500);
    expect(smsCost("Bonjour", 3, 500)).toBe(1500);
    expect(isGsm7("Bonjour {nom}")).toBe(true);
  });
});
