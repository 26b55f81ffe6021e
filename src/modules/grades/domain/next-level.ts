/** Algeria's cycles and their last year: primary 1AP–5AP, middle 1AM–4AM (the BEM), secondary 1AS–3AS (the bac). */
const LAST_GRADE = { PRIMARY: 5, MIDDLE: 4, SECONDARY: 3 } as const;
const NEXT_CYCLE = { PRIMARY: "MIDDLE", MIDDLE: "SECONDARY", SECONDARY: null } as const;

export type Cycle = keyof typeof LAST_GRADE;

/**
 * The level a promoted student goes up to: the next year of the cycle, or after its last year the first of the next
 * cycle (4AM → 1AS, 5AP → 1AM); none after 3AS.
 */
export function nextLevel(level: { cycle: Cycle; grade: number }): { cycle: Cycle; grade: number } | null {
  if (level.grade < LAST_GRADE[level.cycle]) return { cycle: level.cycle, grade: level.grade + 1 };
  const cycle = NEXT_CYCLE[level.cycle];
  return cycle ? { cycle, grade: 1 } : null;
}
