/**
 * The school's own order of its subjects (`Subject.position`, set on /subjects): report cards, their PDF and the
 * family's marks list the subjects in it, as the ministry's bulletins do (Arabic first), never by their French name.
 * Equal positions (a school that never ordered them) fall back to the French name, so the order is always the same.
 */
export interface SubjectPlace {
  position: number;
  nameFr: string;
}

export function compareSubjects(a: SubjectPlace, b: SubjectPlace): number {
  return a.position - b.position || a.nameFr.localeCompare(b.nameFr, "fr");
}

/** A copy of `items` in the school's subject order; `place` reads an item's subject (unknown ones go last). */
export function inSchoolOrder<T>(items: readonly T[], place: (item: T) => SubjectPlace | undefined): T[] {
  const last: SubjectPlace = { position: Number.MAX_SAFE_INTEGER, nameFr: "" };
  return [...items].sort((a, b) => compareSubjects(place(a) ?? last, place(b) ?? last));
}
