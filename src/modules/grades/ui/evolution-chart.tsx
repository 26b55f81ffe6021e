import { t } from "~/i18n/server";
import type { Locale } from "~/i18n/config";
import { formatHundredths } from "~/modules/grades/domain/format";
import { localName } from "~/lib/local-name";
import styles from "./evolution-chart.module.css";

interface Point {
  label: string;
  /** hundredths, on the card's scale */
  value: number | null;
}

/**
 * How the averages evolve across the published terms: a line for the overall average (drawn on the server as SVG,
 * no chart library and no JavaScript), then one row of bars per subject. Each figure is also written out, so the
 * chart needs no colour or shape to be read, and a screen reader gets the values in the image's label.
 */
export function EvolutionChart({
  locale,
  outOf,
  overall,
  subjects,
}: {
  locale: Locale;
  outOf: 10 | 20;
  overall: Point[];
  subjects: { id: string; name: { nameFr: string; nameEn: string; nameAr: string }; values: (number | null)[] }[];
}) {
  const max = outOf * 100;
  const W = 320;
  const H = 150;
  const pad = { x: 28, y: 16 };
  const step = overall.length > 1 ? (W - 2 * pad.x) / (overall.length - 1) : 0;
  const x = (i: number) => (overall.length > 1 ? pad.x + i * step : W / 2);
  const y = (v: number) => H - pad.y - ((H - 2 * pad.y) * v) / max;
  const points = overall.map((p, i) => (p.value === null ? null : { x: x(i), y: y(p.value), p }));
  const path = points
    .filter((p): p is NonNullable<typeof p> => !!p)
    .map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(" ");
  const mark = (v: number | null) => formatHundredths(locale, v);
  // each point a message of its own ("الفصل 2: 12,50"): pasted together, a term's number ran into its average
  const label = t(locale, "reportCards.chartLabel", {
    values: overall
      .map((p) => t(locale, "reportCards.chartPoint", { term: p.label, average: mark(p.value) }))
      .join(t(locale, "privacy.listSeparator")),
  });
  // the picture runs left to right in every language; each term's name is laid out as its own language's line
  const dir = locale === "ar" ? "rtl" : "ltr";
  return (
    <figure className={styles.figure}>
      {/* laid out left to right in every language: in an Arabic page the axis' numbers, anchored at their start,
          ran off the picture's left edge */}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        data-testid="evolution-chart"
        aria-label={label}
        className={styles.svg}
        direction="ltr"
      >
        {/* the pass line: half the maximum */}
        <line x1={pad.x} x2={W - pad.x} y1={y(max / 2)} y2={y(max / 2)} className={styles.pass} />
        <text x={4} y={y(max / 2) + 4} className={styles.axis}>
          {outOf / 2}
        </text>
        <text x={4} y={y(max) + 4} className={styles.axis}>
          {outOf}
        </text>
        <path d={path} className={styles.line} />
        {points.map(
          (p, i) =>
            p && (
              <g key={i}>
                <circle cx={p.x} cy={p.y} r={4} className={styles.dot} />
                <text x={p.x} y={p.y - 8} textAnchor="middle" className={styles.value}>
                  {mark(p.p.value)}
                </text>
              </g>
            ),
        )}
        {overall.map((p, i) => (
          <text
            key={i}
            x={x(i)}
            y={H - 2}
            textAnchor="middle"
            direction={dir}
            unicodeBidi="embed"
            className={styles.axis}
            data-testid="chart-term"
          >
            {p.label}
          </text>
        ))}
      </svg>
      <table className={styles.subjects}>
        <caption className={styles.caption}>{t(locale, "reportCards.evolutionHint")}</caption>
        <thead>
          <tr>
            <th scope="col">{t(locale, "reportCards.subject")}</th>
            {overall.map((p, i) => (
              <th scope="col" key={i}>
                {p.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {subjects.map((s) => (
            <tr key={s.id}>
              <th scope="row">{localName(locale, s.name)}</th>
              {s.values.map((v, i) => (
                <td key={i}>
                  <span
                    className={styles.bar}
                    style={{ inlineSize: `${v === null ? 0 : Math.round((100 * v) / max)}%` }}
                    data-low={v !== null && v < max / 2 ? "" : undefined}
                  />
                  <span className={styles.barValue}>{mark(v)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
