/** A pupil's initials, as the public verification page shows them ("Sara Élève" → "S. É."): client-safe. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${[...part][0]!.toLocaleUpperCase()}.`)
    .join(" ");
}
