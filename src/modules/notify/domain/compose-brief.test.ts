import { describe, expect, it } from "vitest";
import { t } from "~/i18n/server";
import type { Locale } from "~/i18n/config";
import { smsSize } from "~/lib/sms-segments";
import { composeBrief, composeTeacherBrief, type ChildWeek } from "./compose-brief";

const calm: ChildWeek = {
  child: "Sara Benali",
  absences: 0,
  noReport: 0,
  homeworkNotDone: 0,
  newMarks: 0,
  feesDue: 0,
  events: 0,
};
const brief = (locale: Locale, week: Partial<ChildWeek>, detailed = false) =>
  composeBrief(
    (k, v) => t(locale, k, v),
    { ...calm, ...week },
    { school: "CEM Ibn Badis", detailed, money: (c) => `${c / 100} DA` },
  );

describe("a child's weekly brief", () => {
  it.each([
    [
      "fr",
      { absences: 2 },
      ["2 absences cette semaine."],
      "CEM Ibn Badis. Semaine de Sara Benali : 2 absences notées. Détails dans Wasla.",
    ],
    [
      "fr",
      { absences: 1, homeworkNotDone: 3, feesDue: 250000 },
      ["1 absence cette semaine.", "3 devoirs non faits.", "Frais en retard : 2500 DA."],
      "CEM Ibn Badis. Semaine de Sara Benali : 1 absence notée, 3 devoirs non faits, frais en retard. Détails dans Wasla.",
    ],
    [
      "en",
      { noReport: 1, newMarks: 2, events: 1 },
      ["1 session marked “present without report”.", "2 new marks.", "1 event next week."],
      "CEM Ibn Badis. Sara Benali's week: 1 without report, 2 marks, 1 event. Details in Wasla.",
    ],
  ] as const)(
    "%s %j: only what happened, in lines and in one SMS (detailed messages chosen)",
    (locale, week, lines, sms) => {
      expect(brief(locale, week, true)).toEqual({ empty: false, lines, sms });
    },
  );

  it("all is well: empty, a calm SMS if the family wants one", () => {
    expect(brief("fr", {}, true)).toEqual({
      empty: true,
      lines: [],
      sms: "CEM Ibn Badis. Semaine de Sara Benali : rien à signaler.",
    });
  });

  it("without detailed messages the SMS names no child and counts nothing: the brief is in Wasla", () => {
    const sms = brief("fr", { absences: 1, homeworkNotDone: 2 }).sms;
    expect(sms).not.toMatch(/Sara|absence|devoir/);
    expect(sms).toContain("CEM Ibn Badis");
    // French in GSM-7 (no "ê", no dash): one segment, half the price of the same words in UCS-2
    expect(smsSize(sms)).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it("in Arabic, a full week fits in two SMS segments", () => {
    const b = brief(
      "ar",
      { absences: 3, noReport: 2, homeworkNotDone: 4, newMarks: 5, feesDue: 100000, events: 2 },
      true,
    );
    expect(b.lines).toHaveLength(6);
    expect(smsSize(b.sms)).toMatchObject({ encoding: "UCS-2" });
    expect(smsSize(b.sms).segments).toBeLessThanOrEqual(2);
  });
});

describe("a teacher's weekly brief", () => {
  it.each([
    ["fr", { uncorrected: 2, missingEntries: 0 }, ["2 devoirs à corriger."]],
    [
      "fr",
      { uncorrected: 1, missingEntries: 3 },
      ["1 devoir à corriger.", "3 séances sans entrée au cahier de textes."],
    ],
    ["en", { uncorrected: 0, missingEntries: 1 }, ["1 session without a textbook entry."]],
    ["ar", { uncorrected: 3, missingEntries: 2 }, ["3 واجبات للتصحيح.", "حصتان دون تدوين في دفتر النصوص."]],
    ["en", { uncorrected: 0, missingEntries: 0 }, []],
  ] as const)("%s %j", (locale, week, lines) => {
    expect(composeTeacherBrief((k, v) => t(locale, k, v), week)).toEqual(lines);
  });
});
