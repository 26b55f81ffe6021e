/**
 * A report card's stored figures written directly (tests and benches that need a card, not its computation: the
 * grades tests prove generating one), with no subject lines and `average` in hundredths everywhere it appears.
 */
export function cardContent(average = 1200) {
  return {
    outOf: 20,
    subjects: [],
    average,
    total: null,
    coefficients: 0,
    rank: 1,
    classSize: 1,
    classAverage: average,
    highest: average,
    lowest: average,
    appreciation: "ABOVE_AVERAGE",
    distinction: null,
    absences: { justified: 0, unjustified: 0 },
  };
}
