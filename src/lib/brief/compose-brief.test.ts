import { describe, expect, it } from "vitest";
import { t } from "~/i18n/server";
import type { Locale } from "~/i18n/config";
import { smsSize } from "~/lib/sms/segments";
import { composeBrief, type ChildWeek } from "./compose-brief";

const calm: ChildWeek = { child: "Sara Benali", absences: 0, lateness: 0, homeworkNotDone: 0, newMarks: 0, feesDue: 0, events: 0 };
const brief = (locale: Locale, week: Partial<ChildWeek>, detailed = false) =>
  composeBrief((k, v) => t(locale, k, v), { ...calm, ...week }, { school: "CEM Ibn Badis", detailed, money: (c) => `${c / 100} DA` });

describe("a child's weekly brief", () => {
  it.each([
    ["fr", { absences: 2 }, ["2 absences cette semaine."], "CEM Ibn Badis — la semaine de votre enfant : 2 absences. Détails dans Wasla."],
    ["fr", { absences: 1, homeworkNotDone: 3, feesDue: 250000 }, ["1 absence cette semaine.", "3 devoirs non faits.", "Frais à régler : 2500 DA."], "CEM Ibn Badis — la semaine de votre enfant : 1 absence, 3 devoirs non faits, frais dus. Détails dans Wasla."],
    ["en", { lateness: 1, newMarks: 2, events: 1 }, ["1 late arrival.", "2 new marks.", "1 event next week."], "CEM Ibn Badis — your child's week: 1 late, 2 marks, 1 event. Details in Wasla."],
  ] as const)("%s %j: only what happened, the SMS without the child's name", (locale, week, lines, sms) => {
    const b = brief(locale, week);
    expect(b).toEqual({ empty: false, lines, sms });
  });

  it("all is well: empty, a calm SMS if the family wants one", () => {
    expect(brief("fr", {})).toEqual({ empty: true, lines: [], sms: "CEM Ibn Badis — la semaine de votre enfant : rien à signaler." });
  });

  it("names the child only when the school chose detailed messages", () => {
    expect(brief("fr", { absences: 1 }, true).sms).toContain("Sara Benali");
    expect(brief("fr", { absences: 1 }).sms).not.toContain("Sara");
  });

  it("in Arabic, a full week fits in two SMS segments", () => {
    const b = brief("ar", { absences: 3, lateness: 2, homeworkNotDone: 4, newMarks: 5, feesDue: 100000, events: 2 });
    expect(b.lines).toHaveLength(6);
    expect(smsSize(b.sms)).toMatchObject({ encoding: "UCS-2" });
    expect(smsSize(b.sms).segments).toBeLessThanOrEqual(2);
  });
});
