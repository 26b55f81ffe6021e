import { beforeAll, describe, expect, it } from "vitest";
import { describeNotification } from "~/modules/notify/domain/describe";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { dayKey } from "~/lib/school-time";
import { db } from "~/platform/db";
import { callerAs, seedOnce } from "~/test/callers";

/**
 * Issue 48, finding 9: two homeworks of the same subject for the same day announced as the same sentence ("Nouveau
 * devoir en Mathématiques, pour le 9 décembre") could not be told apart. Each now carries the first words the
 * teacher wrote, in the bell's list, and no child's name.
 */
let maths: { id: string };

beforeAll(async () => {
  const { schoolId } = await seedOnce();
  const cls = await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM1" }, select: { id: true } });
  const teacher = await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } });
  maths = await db.classSubject.findFirstOrThrow({
    where: { classId: cls.id, teacherId: teacher.id },
    select: { id: true },
  });
});

describe("homework notifications", () => {
  it("two homeworks of one subject for one day read differently, each with its first words", async () => {
    const teacher = await callerAs("TEACHER");
    const due = dayKey(new Date(Date.now() + 5 * 86_400_000));
    await teacher.homework.set({
      kind: "dueOn",
      classSubjectId: maths.id,
      dueOn: due,
      description: "Exercices 1 à 4 page 112 (Thalès).",
    });
    await teacher.homework.set({
      kind: "dueOn",
      classSubjectId: maths.id,
      dueOn: due,
      description: "Apprendre la leçon sur les fractions et refaire l'exercice corrigé en classe",
    });

    const parent = await callerAs("PARENT");
    const items = (await parent.notifications.list({ limit: 10 })).items
      .filter((n) => n.kind === "homework.set")
      .slice(0, 2);
    expect(items).toHaveLength(2);
    expect(items.map((n) => n.params.title)).toEqual([
      "Apprendre la leçon sur les fractions et refaire…",
      "Exercices 1 à 4 page 112 (Thalès).",
    ]);
    const text = (locale: Locale) =>
      items.map((n) => describeNotification((key, values) => t(locale, key, values), locale, n).text);
    const fr = text("fr");
    expect(fr[0]).toMatch(
      /^Nouveau devoir en Mathématiques, pour le .+ : « Apprendre la leçon sur les fractions et refaire… »$/,
    );
    expect(fr[1]).toMatch(/^Nouveau devoir en Mathématiques, pour le .+ : « Exercices 1 à 4 page 112 \(Thalès\)\. »$/);
    expect(fr[0]).not.toBe(fr[1]);
    // in Arabic the teacher's French is isolated, so its final period stays at its end
    const ar = text("ar");
    expect(ar[1]).toContain("«\u2068Exercices 1 à 4 page 112 (Thalès).\u2069»");
    expect(ar[0]).not.toBe(ar[1]);
    // the students of the class are told the same words, and nothing names a child
    expect(JSON.stringify(items.map((n) => n.params))).not.toMatch(/Sara|Élève/);
  });

  it("a notification stored before (no title) still reads as it did", () => {
    const say = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t("fr", key, values);
    expect(
      describeNotification(say, "fr", {
        kind: "homework.set",
        params: { subjectFr: "Mathématiques", subjectEn: "Mathematics", subjectAr: "الرياضيات", dueOn: "" },
      }).text,
    ).toBe("Nouveau devoir en Mathématiques pour la prochaine séance.");
  });
});
