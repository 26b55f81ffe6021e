import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/platform/db";
import { firebaseSender } from "~/platform/push/sender";
import { startLoginSession } from "~/platform/auth/login-sessions";
import { seedOnce } from "~/test/callers";
import { deliverPush } from "./deliver-push";

/**
 * What leaves the country in a push (issue 27, Law 18-07): the real sender down to the Firebase Admin SDK, whose
 * `sendEach` (the client of Google's servers) records what it is given instead of sending it.
 */
const handed = vi.hoisted(() => [] as unknown[]);
vi.mock("firebase-admin/app", () => ({
  cert: (c: unknown) => c,
  getApps: () => [],
  initializeApp: () => ({ name: "wasla" }),
}));
vi.mock("firebase-admin/messaging", () => ({
  getMessaging: () => ({
    sendEach: async (batch: unknown[]) => {
      handed.push(...batch);
      return { responses: batch.map(() => ({ success: true })) };
    },
  }),
}));

const sender = firebaseSender({
  projectId: "wasla-test",
  clientEmail: "push@wasla-test.iam.gserviceaccount.com",
  privateKey: "unused",
});
const CHILD = "Yasmine Benali";
const TEXT = "Sortie au musée jeudi, rendez-vous à 8 h";
let schoolId: string;
let schoolName: string;
let parentId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  schoolName = (await db.school.findUniqueOrThrow({ where: { id: schoolId } })).name;
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  await db.school.update({
    where: { id: schoolId },
    data: { pushSchedule: { quietFrom: null, quietTo: null, resultsAt: null } },
  });
  await db.pushDevice.create({
    data: {
      userId: parentId,
      loginSessionId: await startLoginSession(db, parentId),
      token: `private-push-${"x".repeat(30)}`,
      locale: "fr",
    },
  });
});
afterAll(() => db.school.update({ where: { id: schoolId }, data: { detailedPushes: false } }));

async function pushBoth() {
  handed.length = 0;
  const stored = await db.notification.createManyAndReturn({
    data: [
      {
        userId: parentId,
        schoolId,
        kind: "absence.recorded",
        params: {
          student: CHILD,
          date: "2026-11-24",
          subjectFr: "Mathématiques",
          subjectEn: "Mathematics",
          subjectAr: "الرياضيات",
        },
      },
      { userId: parentId, schoolId, kind: "message", params: { title: "Sortie", body: TEXT } },
    ],
    select: { id: true },
  });
  expect(await deliverPush(db, sender, { ids: stored.map((s) => s.id) })).toMatchObject({ sent: 2 });
  return { payload: JSON.stringify(handed), ids: stored.map((s) => s.id) };
}

describe("a push handed to Firebase", () => {
  it("by default names no child and carries no text: the app's name, the school, and where to open it", async () => {
    const { payload, ids } = await pushBoth();
    expect(payload).not.toContain("Yasmine");
    expect(payload).not.toContain("Benali");
    expect(payload).not.toContain("musée");
    expect(payload).not.toContain("Sortie");
    expect(handed).toContainEqual(
      expect.objectContaining({
        data: expect.objectContaining({
          title: "Wasla",
          body: `Nouveau message de ${schoolName}`,
          url: `/api/notifications/${ids[1]}/open?locale=fr`,
        }),
      }),
    );
  });

  it("carries the detail once the school chose detailed pushes in /settings", async () => {
    await db.school.update({ where: { id: schoolId }, data: { detailedPushes: true } });
    const { payload } = await pushBoth();
    expect(payload).toContain(CHILD);
    expect(payload).toContain(TEXT);
  });
});
