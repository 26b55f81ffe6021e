import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { t } from "~/i18n/server";
import { EvolutionChart } from "./evolution-chart";

/**
 * Issue 48, finding 7: a term on the evolution chart is its message as a whole ("الفصل 2", "Trim. 2"), laid out as a
 * line of its language, and the chart's spoken label names each term and its average through a message, not pasted
 * together (where "الفصل 2" ran into "12,50").
 */
const render = (locale: "fr" | "ar") => {
  const overall = [1, 2].map((number, i) => ({
    label: t(locale, "reportCards.termShort", { type: "QUARTERLY", number }),
    value: [1250, 1375][i]!,
  }));
  return renderToStaticMarkup(<EvolutionChart locale={locale} outOf={20} overall={overall} subjects={[]} />);
};
const axis = (html: string) =>
  [...html.matchAll(/<text[^>]*data-testid="chart-term"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    tag: m[0],
    text: m[1],
  }));

describe("the evolution chart's terms", () => {
  it.each([
    [
      "ar",
      ["الفصل 1", "الفصل 2"],
      "rtl",
      "المعدل العام حسب الفصل: الفصل 1: \u206612,50\u2069، الفصل 2: \u206613,75\u2069",
    ],
    ["fr", ["Trim. 1", "Trim. 2"], "ltr", "Moyenne générale par période : Trim. 1 : 12,50, Trim. 2 : 13,75"],
  ] as const)(
    "%s: each term is its message, laid out in its language's direction; the label one message per point",
    (locale, terms, dir, label) => {
      const html = render(locale);
      const labels = axis(html);
      expect(labels.map((l) => l.text)).toEqual(terms);
      for (const l of labels) expect(l.tag).toContain(`direction="${dir}"`);
      // the picture itself stays left to right (its axis' numbers ran off the left edge in Arabic)
      expect(html).toMatch(/<svg[^>]*direction="ltr"/);
      // (French puts a narrow no-break space before its colon)
      const aria = /aria-label="([^"]*)"/.exec(html)![1]!.replace(/\u202f|\u00a0/g, " ");
      expect(aria).toBe(label);
    },
  );
});
