import { expect } from "vitest";
import { db, signedIn, adminOf, teachesHere, SCHOOL, school, TEACHING_ONLY, type Rule } from "~/test/matrix-vocabulary";

/** Who may call each of the notify module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const notifyRows: Record<string, Rule> = {
  // ── notifications: one's own list; messages within the school (a teacher: the classes they teach); its rules ──
  "notifications.list": {
    input: () => ({}),
    allow: signedIn,
    check: async (result, call) => {
      const ids = (result as { items: { id: string }[] }).items.map((n) => n.id);
      const owners = await db.notification.findMany({ where: { id: { in: ids } }, select: { userId: true } });
      expect(owners.every((o) => o.userId === call.me)).toBe(true);
    },
  },
  // the page's one action: a page of one's own and the unread count
  "notifications.screen": {
    input: () => ({}),
    allow: signedIn,
    check: async (result, call) => {
      const { page, unread } = result as { page: { items: { id: string }[] }; unread: number };
      const owners = await db.notification.findMany({
        where: { id: { in: page.items.map((n) => n.id) } },
        select: { userId: true },
      });
      expect(owners.every((o) => o.userId === call.me)).toBe(true);
      expect(unread).toBe(await db.notification.count({ where: { userId: call.me!, readAt: null } }));
    },
  },
  "notifications.unreadCount": { allow: signedIn },
  // the live channel takes no input: its first event is the signed-in user's own count
  "notifications.live": {
    allow: signedIn,
    check: async (event, call) =>
      expect(event).toEqual({
        kind: "unread",
        count: await db.notification.count({ where: { userId: call.me!, readAt: null } }),
      }),
  },
  "notifications.markRead": { input: () => ({}), allow: signedIn },
  "notifications.open": {
    scopes: ["own", "other"],
    input: async (call) => {
      const owner =
        call.scope === "own" && call.me
          ? call.me
          : call.w.users.MEMBER === call.me
            ? call.w.users.DEVELOPER
            : call.w.users.MEMBER;
      return {
        id: (await db.notification.create({ data: { userId: owner, kind: "absence.recorded" }, select: { id: true } }))
          .id,
      };
    },
    allow: signedIn,
    // someone else's notification is neither read nor marked: the answer is null
    check: (result, { scope }) => {
      if (scope !== "own") expect(result).toBeNull();
    },
  },
  "notifications.clear": { twin: true, allow: signedIn },
  "notifications.audienceCount": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, audience: { kind: "class", classId: school(call).classId } }),
    allow: teachesHere,
  },
  "notifications.people": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, query: "" }),
    allow: teachesHere,
  },
  "notifications.send": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      audience: { kind: "classParents", classId: school(call).classId },
      title: "Sortie",
      body: "Sortie au musée jeudi.",
    }),
    allow: teachesHere,
  },
  "notifications.sent": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: teachesHere },
  "notifications.sendScreen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: teachesHere },
  "notifications.rules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "notifications.updateRules": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      rules: {
        "absence.recorded": ["PARENT"],
        "homework.set": ["PARENT", "STUDENT"],
        "reportCard.published": ["PARENT", "STUDENT"],
        "event.published": ["PARENT", "STUDENT"],
      },
    }),
    allow: adminOf,
  },
  "notifications.pushSchedule": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "notifications.updatePushSchedule": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      quietFrom: "20:00",
      quietTo: "07:00",
      resultsAt: "",
      detailedPushes: false,
    }),
    allow: adminOf,
  },
  // a device token is the caller's own: registering moves it to them, unregistering someone else's changes nothing
  "notifications.registerDevice": {
    input: (call) => ({ token: `matrix-device-${call.who}-${call.scope}-0000`, locale: "fr" }),
    allow: signedIn,
    check: async (_result, call) => {
      const device = await db.pushDevice.findUnique({
        where: { token: `matrix-device-${call.who}-${call.scope}-0000` },
      });
      expect(device?.userId).toBe(call.me);
    },
  },
  "notifications.unregisterDevice": { input: () => ({ token: "matrix-device-of-nobody-000000" }), allow: signedIn },
  // the provider's delivery report: a forged signature is refused for everyone (the signature is its only permission)
  "sms.status": {
    input: () => ({ params: { MessageSid: "SM0", MessageStatus: "delivered" }, signature: "forged" }),
    allow: () => false,
  },
  "sms.settings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "sms.updateSettings": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, monthlyBudgetDa: 0, familyCap: 8 }),
    allow: adminOf,
  },
  "brief.settings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "brief.updateSettings": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, day: 4, hour: 17 }),
    allow: adminOf,
  },
  // once a day per school (each call here on a school whose runs were cleared)
  "brief.sendNow": {
    scopes: SCHOOL,
    input: async (call) => {
      await db.briefRun.deleteMany({ where: { schoolId: school(call).id } });
      return { schoolId: school(call).id };
    },
    allow: adminOf,
  },
  "brief.preview": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, index: 0 }), allow: adminOf },
};
