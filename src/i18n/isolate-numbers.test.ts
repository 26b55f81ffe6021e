import { describe, expect, it } from "vitest";
import { isolateNumbers, isolateText } from "./config";
import { t } from "./server";

describe("numbers inside Arabic messages keep their order", () => {
  it.each([
    ["2026-2027", true],
    ["2026-11-23", true],
    ["08:00 – 09:00", true],
    ["12/03/2026", true],
    ["2026", false], // a lone number needs no isolate
    ["4AM1", false],
    ["Sara", false],
    ["", false],
  ])("%s isolated: %s", (value, isolated) => {
    expect(isolateNumbers("ar", { v: value }).v).toBe(isolated ? `\u2066${value}\u2069` : value);
    expect(isolateNumbers("fr", { v: value }).v).toBe(value);
  });

  it("the Arabic dashboard's year reads 2026-2027", () => {
    expect(t("ar", "dashboard.currentYear", { name: "2026-2027" })).toContain("\u20662026-2027\u2069");
    expect(t("fr", "dashboard.currentYear", { name: "2026-2027" })).not.toContain("\u2066");
  });
});

describe("text a person typed, inside our sentences (issue 48)", () => {
  it("is isolated (FSI … PDI): a French phrase's final period stays at its end in an Arabic line", () => {
    expect(isolateText("Exercices 1 et 2.")).toBe("\u2068Exercices 1 et 2.\u2069");
    expect(isolateText("")).toBe("");
    expect(
      t("ar", "circulars.answered.yes", {
        date: "1",
        name: isolateText("Karim Parent"),
        signature: isolateText("Karim B."),
      }),
    ).toContain("\u2068Karim B.\u2069");
  });
});
