/**
 * The free periods of a day between `from` and `to` (minutes of the day) once the lessons are taken out: the gaps a
 * teacher may receive parents in. Lessons may overlap, touch, or stand outside the window. Client-safe.
 */
export function freePeriods(
  lessons: readonly { start: number; end: number }[],
  from: number,
  to: number,
): { start: number; end: number }[] {
  const busy = lessons
    .map((l) => ({ start: Math.max(from, l.start), end: Math.min(to, l.end) }))
    .filter((l) => l.start < l.end)
    .sort((a, b) => a.start - b.start);
  const free: { start: number; end: number }[] = [];
  let at = from;
  for (const lesson of busy) {
    if (lesson.start > at) free.push({ start: at, end: lesson.start });
    at = Math.max(at, lesson.end);
  }
  if (at < to) free.push({ start: at, end: to });
  return free;
}
