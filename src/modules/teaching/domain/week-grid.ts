/**
 * The shape of a week on screen: which days get a column, and the rows of the grid. Shared by the timetable
 * editor (/timetables) and the week views; no React, no Prisma.
 */
export interface TimedSlot {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/**
 * The days to show, Sunday first: the school's days, plus any day that still holds slots (a school that stopped
 * teaching on Saturday keeps its Saturday slots visible, so they can be moved or deleted).
 */
export function weekColumns(schoolDays: readonly number[], slots: readonly TimedSlot[] = []): number[] {
  const days = new Set<number>();
  for (const day of schoolDays) if (Number.isInteger(day) && day >= 0 && day <= 6) days.add(day);
  for (const slot of slots) days.add(slot.weekday);
  return [...days].sort((a, b) => a - b);
}

export interface WeekRow<S extends TimedSlot> {
  startMinute: number;
  endMinute: number;
  /** weekday → the slots of that band, in the order given */
  days: Map<number, S[]>;
}

/**
 * The grid's rows: one per time band (start and end) used anywhere in the week, earliest first. A school's periods
 * are the same every day, so bands line up across the columns; a slot of odd length gets its own band rather than
 * being stretched over its neighbours'. Two groups' slots of the same band share a cell.
 */
export function weekRows<S extends TimedSlot>(slots: readonly S[]): WeekRow<S>[] {
  const rows = new Map<string, WeekRow<S>>();
  for (const slot of slots) {
    const key = `${slot.startMinute}-${slot.endMinute}`;
    let row = rows.get(key);
    if (!row) {
      row = { startMinute: slot.startMinute, endMinute: slot.endMinute, days: new Map() };
      rows.set(key, row);
    }
    const cell = row.days.get(slot.weekday);
    if (cell) cell.push(slot);
    else row.days.set(slot.weekday, [slot]);
  }
  return [...rows.values()].sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);
}

/** One day's slots in time order (the phone's day list). */
export function daySlots<S extends TimedSlot>(slots: readonly S[], weekday: number): S[] {
  return slots
    .filter((s) => s.weekday === weekday)
    .sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);
}
