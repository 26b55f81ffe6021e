/**
 * The timetable's one rule: a class, a teacher and a room are never in two sessions at once. Slots of two different
 * groups of the same class may run together (that is what groups are for); a whole-class slot clashes with any of
 * its groups'. Touching slots (one ends at 10:00, the next starts at 10:00) do not clash.
 */
export interface SlotShape {
  id?: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
  classId: string;
  groupId: string | null;
  teacherId: string | null;
  room: string | null;
}

export type ClashKind = "class" | "teacher" | "room";
export interface Clash<S extends SlotShape> {
  kind: ClashKind;
  slot: S;
}

export const overlaps = (
  a: Pick<SlotShape, "weekday" | "startMinute" | "endMinute">,
  b: Pick<SlotShape, "weekday" | "startMinute" | "endMinute">,
) => a.weekday === b.weekday && a.startMinute < b.endMinute && b.startMinute < a.endMinute;

const sameRoom = (a: string | null, b: string | null) =>
  !!a && !!b && a.trim().localeCompare(b.trim(), "fr", { sensitivity: "base" }) === 0;

/** The first slot of `others` the candidate clashes with, and why; null when it fits. */
export function findClash<S extends SlotShape>(candidate: SlotShape, others: readonly S[]): Clash<S> | null {
  for (const other of others) {
    if (candidate.id && other.id === candidate.id) continue;
    if (!overlaps(candidate, other)) continue;
    if (
      other.classId === candidate.classId &&
      !(candidate.groupId && other.groupId && candidate.groupId !== other.groupId)
    ) {
      return { kind: "class", slot: other };
    }
    if (candidate.teacherId && other.teacherId === candidate.teacherId) return { kind: "teacher", slot: other };
    if (sameRoom(candidate.room, other.room)) return { kind: "room", slot: other };
  }
  return null;
}
