import {
  db,
  unique,
  signedIn,
  adminOf,
  memberOf,
  staffOf,
  SCHOOL,
  CHILD,
  CONTENT,
  school,
  studentOf,
  slotFor,
  inAWeek,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the meetings module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const meetingsRows: Record<string, Rule> = {
  "meetings.mine": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "meetings.bookable": {
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, studentId: studentOf(call) }),
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "meetings.day": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, date: inAWeek() }), allow: adminOf },
  "meetings.publish": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      date: inAWeek(),
      from: "14:00",
      to: "14:30",
      minutes: 15,
      freeOnly: false,
    }),
    allow: staffOf,
  },
  "meetings.openDay": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      date: inAWeek(),
      from: "14:00",
      to: "14:30",
      minutes: 15,
      title: "Journée",
    }),
    allow: adminOf,
  },
  // a slot of a teacher of the scope's pupil: only a parent of that pupil books it for them
  "meetings.book": {
    scopes: CHILD,
    input: async (call) => {
      const slot = await slotFor(call);
      // one booking to come per child and teacher: each call starts from none, whoever booked before it
      await db.meetingBooking.deleteMany({
        where: { studentId: studentOf(call), slot: { teacherId: slot.teacherId } },
      });
      return { slotId: slot.id, studentId: studentOf(call) };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  // booked by someone for the scope's pupil: a parent of the pupil, the slot's teacher (the demo teacher teaches school A's pupils), the school's administrators
  "meetings.cancel": {
    scopes: CHILD,
    input: async (call) => {
      const slot = await slotFor(call);
      await db.meetingBooking.create({ data: { slotId: slot.id, studentId: studentOf(call) } });
      return { slotId: slot.id, reason: "Empêchement" };
    },
    allow: (who, scope) =>
      who === "SUPER_ADMIN" ||
      (scope !== "other" && ["ADMIN", "TEACHER"].includes(who)) ||
      (who === "PARENT" && scope === "own"),
  },
  "meetings.removeSlot": {
    scopes: CONTENT,
    input: async (call) => {
      const teacherId =
        call.scope === "own" && call.me
          ? call.me
          : (await db.user.create({ data: { name: "Autre", slug: `autre-${unique()}` }, select: { id: true } })).id;
      const at = new Date(Date.now() + 7 * 86_400_000 + Math.floor(Math.random() * 1e7));
      return {
        slotId: (
          await db.meetingSlot.create({
            data: { schoolId: call.w.A.id, teacherId, startsAt: at, endsAt: new Date(at.getTime() + 600_000) },
            select: { id: true },
          })
        ).id,
      };
    },
    // one's own slot, whoever published it
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
};
