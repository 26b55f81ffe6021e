import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { CardView } from "~/modules/grades/server/card-view";
import type { SchoolHeader } from "~/modules/grades/server/get-school-header";
import { defaultReportHeaders } from "~/modules/school/server/school";
import { ReportCardSheet } from "./report-card-sheet";

// next/font's loader runs only in Next's build: the face's CSS variable is all the sheet takes from it
vi.mock("~/ui/sheet-font", () => ({ naskh: { variable: "naskh" } }));

const subject = (id: string, nameFr: string, coefficient: number, average: number | null, exempt = false) => ({
  subjectId: id,
  coefficient,
  exempt,
  average,
  weighted: average === null ? null : average * coefficient,
  classAverage: average === null ? null : 1100,
  highest: null,
  lowest: null,
  name: { nameFr, nameEn: nameFr, nameAr: nameFr },
  teacher: null,
  remark: "",
  editable: false,
});

const card = {
  id: "c1",
  className: "4AM1",
  level: { nameFr: "4e année moyenne", nameEn: "4th year", nameAr: "السنة الرابعة متوسط" },
  term: 1,
  year: "2026-2027",
  student: { id: "s1", name: "Sara Élève", birthDate: null, birthPlace: null, number: null },
  content: {
    outOf: 20,
    // maths (4) and Arabic (5) have an average; music (1) had no mark this term; sport (1) is exempt
    subjects: [
      subject("m", "Mathématiques", 4, 1200),
      subject("a", "Langue arabe", 5, 1400),
      subject("u", "Éducation musicale", 1, null),
      subject("e", "EPS", 1, null, true),
    ],
    average: 1311,
    total: 11800,
    coefficients: 9,
    rank: null,
    classSize: 30,
    classAverage: 1100,
    highest: 1600,
    lowest: 700,
    appreciation: null,
    distinction: null,
    absences: { justified: 0, unjustified: 0 },
  },
  generalRemark: "",
} as unknown as CardView;

const school = (wilaya: { nameFr: string; nameAr: string } | null) =>
  ({
    name: "CEM Ibn Khaldoun",
    termType: "QUARTERLY",
    headers: defaultReportHeaders(wilaya),
  }) as unknown as SchoolHeader;
const cells = (html: string, rowOf: string) => {
  const row = html.split("<tr").find((r) => r.includes(rowOf))!;
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
};

describe("ReportCardSheet (issue 29)", () => {
  it("shows a subject without an average as not assessed, with no coefficient: the column adds up to the total's", () => {
    const html = renderToStaticMarkup(
      <ReportCardSheet card={card} school={school({ nameFr: "Alger", nameAr: "الجزائر" })} locale="fr" />,
    );
    expect(cells(html, "Éducation musicale")[0]).toBe("Non évalué(e)");
    expect(cells(html, "EPS")[0]).toBe("Dispensé(e)");
    const shown = ["Mathématiques", "Langue arabe"].map((name) => Number(cells(html, name)[1]));
    expect(shown).toEqual([4, 5]);
    const footer = html.slice(html.indexOf("<tfoot"));
    expect(footer).toContain(">9<");
  });

  it("prints the directorate of education only when the school has a wilaya", () => {
    expect(
      renderToStaticMarkup(
        <ReportCardSheet card={card} school={school({ nameFr: "Oran", nameAr: "وهران" })} locale="fr" />,
      ),
    ).toContain("Direction de l&#x27;éducation de la wilaya de Oran");
    const without = renderToStaticMarkup(<ReportCardSheet card={card} school={school(null)} locale="fr" />);
    expect(without).not.toContain("Direction de l");
    expect(without).not.toContain("…");
    expect(renderToStaticMarkup(<ReportCardSheet card={card} school={school(null)} locale="ar" />)).not.toContain(
      "مديرية التربية",
    );
  });

  it("isolates the remarks staff typed (issue 48): a French remark keeps its period at its end on the Arabic card", () => {
    const typed = {
      ...card,
      generalRemark: "Bon trimestre.",
      content: {
        ...card.content,
        subjects: card.content.subjects.map((s, i) => (i === 0 ? { ...s, remark: "Bon travail." } : s)),
      },
    } as CardView;
    const html = renderToStaticMarkup(<ReportCardSheet card={typed} school={school(null)} locale="ar" />);
    expect(html).toMatch(/<bdi data-testid="card-remark">Bon travail\.<\/bdi>/);
    expect(html).toMatch(/<p dir="auto" data-testid="card-general-remark">Bon trimestre\.<\/p>/);
  });
});
