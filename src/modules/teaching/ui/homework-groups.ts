import { addDays, dayKey, weekStart } from "~/lib/school-time";

export const HOMEWORK_GROUPS = ["late", "today", "tomorrow", "week", "later", "done"] as const;
export type HomeworkGroup = (typeof HOMEWORK_GROUPS)[number];

/**
 * Where a student's homework goes on /homeworks: done work apart ("recently done"), work not done and due before
 * today late, then today, tomorrow, the rest of this school week (weeks start on Sunday) and later. Due dates are
 * calendar days ("YYYY-MM-DD"), compared as strings: no time zone can shift them.
 */
export function groupHomework<T extends { dueOn: string; doneAt: Date | string | null }>(items: T[], today: string) {
  const start = new Date(`${today}T00:00:00Z`);
  const tomorrow = dayKey(addDays(start, 1));
  const weekEnd = dayKey(addDays(weekStart(start), 6));
  const groups = Object.fromEntries(HOMEWORK_GROUPS.map((g) => [g, [] as T[]])) as Record<HomeworkGroup, T[]>;
  for (const item of items) {
    const group: HomeworkGroup = item.doneAt
      ? "done"
      : item.dueOn < today
        ? "late"
        : item.dueOn === today
          ? "today"
          : item.dueOn === tomorrow
            ? "tomorrow"
            : item.dueOn <= weekEnd
              ? "week"
              : "later";
    groups[group].push(item);
  }
  // the most recently due first among done work
  groups.done.reverse();
  return groups;
}
