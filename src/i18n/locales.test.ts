import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { GLOBAL_ERROR_TEXT } from "~/ui/errors/global-error-text";
import { localizedPath, negotiateLocale, sameSitePath, splitLocalePath } from "./config";
import { t } from "./server";

const LOCALES = { fr, en, ar } as Record<string, Record<string, string>>;

function placeholders(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
      out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(el.value);
      for (const option of Object.values(el.options)) placeholders(option.value, out);
    }
  }
  return out;
}

describe("locales", () => {
  it("share one key set", () => {
    const keys = Object.keys(en).sort();
    for (const [name, messages] of Object.entries(LOCALES)) {
      expect(Object.keys(messages).sort(), `${name}.json`).toEqual(keys);
    }
  });

  it("are valid ICU with the same placeholders in every language", () => {
    for (const key of Object.keys(en)) {
      const expected = [...placeholders(parse((en as Record<string, string>)[key]!))].sort();
      for (const [name, messages] of Object.entries(LOCALES)) {
        expect([...placeholders(parse(messages[key]!))].sort(), `${name}:${key}`).toEqual(expected);
      }
    }
  });

  it("match the French sentences inlined in the last-resort error page", () => {
    for (const [key, text] of Object.entries(GLOBAL_ERROR_TEXT))
      expect(text, key).toBe((fr as Record<string, string>)[key]);
  });

  // issue 48, point 12: a count chooses its word (ICU plural), and an Arabic verb is not written "دفعه(ا)"
  it("write counts with plural forms, not 'trimestre(s)' nor '(ا)'", () => {
    for (const [name, messages] of Object.entries(LOCALES)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(text, `${name}:${key}`).not.toMatch(/\p{L}\(s\)/u);
        expect(text, `${name}:${key}`).not.toContain("(ا)");
      }
    }
    expect(t("fr", "yearEnd.partialConfirm", { done: 1, total: 3, type: "QUARTERLY" })).toMatch(
      /^Seul 1 trimestre sur 3 a des bulletins\./,
    );
    expect(t("fr", "yearEnd.partialConfirm", { done: 2, total: 3, type: "QUARTERLY" })).toMatch(
      /^Seuls 2 trimestres sur 3 ont des bulletins\./,
    );
    expect(t("fr", "yearEnd.partialYear", { done: 1, total: 2, type: "SEMIANNUAL" })).toMatch(
      /^Bulletins de 1 semestre sur 2 seulement/,
    );
    expect(t("en", "yearEnd.partialConfirm", { done: 1, total: 3, type: "QUARTERLY" })).toMatch(
      /^Only 1 of 3 terms has report cards\./,
    );
    expect(t("fr", "reportCards.absenceCounts", { justified: 1, unjustified: 0 })).toBe("1 justifiée, 0 non justifiée");
    expect(t("fr", "reportCards.absenceCounts", { justified: 2, unjustified: 3 })).toBe(
      "2 justifiées, 3 non justifiées",
    );
  });

  it("keep the spec's English sentences verbatim", () => {
    expect(en["errors.page.homepageHint"]).toBe("But dont worry, you can find plenty of other things on our homepage.");
    expect(en["errors.login"]).toBe("A problem occurred while trying to log in.");
    expect(t("en", "validation.minLength", { count: 8 })).toBe("This field must contain at least 8 characters");
    expect(t("fr", "validation.required")).not.toBe(en["validation.required"]);
  });

  it("format dates in the Africa/Lagos time zone", () => {
    const { getIntl } = LOCALES_INTL;
    // 23:30 UTC is already the next day in Lagos/Algiers (UTC+1)
    expect(getIntl("fr").formatDate(new Date("2026-03-01T23:30:00Z"), { dateStyle: "long" })).toBe("2 mars 2026");
  });
});

import * as LOCALES_INTL from "./server";

describe("locale negotiation", () => {
  it.each([
    ["ar-DZ,ar;q=0.9,fr;q=0.8", "ar"],
    ["de-DE,en;q=0.5,fr;q=0.7", "fr"],
    ["en-GB", "en"],
    ["de, es", undefined],
    [null, undefined],
  ])("%s → %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it("splits and builds localized paths", () => {
    expect(splitLocalePath("/ar/profil")).toEqual({ locale: "ar", path: "/profil" });
    expect(splitLocalePath("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/english")).toEqual({ locale: undefined, path: "/english" });
    expect(localizedPath("ar", "/fr/profil")).toBe("/ar/profil");
    expect(localizedPath("fr", "/")).toBe("/fr");
  });

  it.each([
    ["/profil", "/profil"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["/\t/evil.example", null],
    ["/\n/evil.example/x", null],
    ["https://evil.example", null],
    [null, null],
  ])("same-site path %s → %s", (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});
