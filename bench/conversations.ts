// Conversations and circulars at the size of a large school (issue 30), on the 1,000 pupils of bench/school.ts:
// a parent's conversation list with 200 conversations and a teacher's with 2,000 (goal p95 ≤ 30 ms), a circular to
// its 1,000 families stored, notified and its pushes queued (goal ≤ 1 s), the counts of that circular's answers
// (goal p95 ≤ 50 ms), and the delay from a sent message to the other party's live count (p50).
import { performance } from "node:perf_hooks";
import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { closeJobQueue, jobQueue } from "~/platform/jobs/queue";
import { setPushSender, type PushSender } from "~/platform/push/sender";
import { closeRealtimeHub, realtimeHub } from "~/platform/realtime";
import { unreadCounts } from "~/platform/realtime/unread";

type Measure = (name: string, runs: number, fn: () => Promise<unknown>) => Promise<void>;

export async function benchConversations(db: Db, measure: Measure) {
  const school = await db.school.findUniqueOrThrow({ where: { slug: "lycee-de-mesure" }, select: { id: true } });
  const role = async (key: string) => (await db.role.findUniqueOrThrow({ where: { key }, select: { id: true } })).id;
  const [teacherRole, adminRole] = [await role("TEACHER"), await role("ADMIN")];
  const teacher = await db.user.create({
    data: {
      name: "Enseignante Mesure",
      slug: "enseignante-mesure",
      roles: { create: { roleId: teacherRole, schoolId: school.id } },
    },
    select: { id: true },
  });
  const admin = await db.user.create({
    data: {
      name: "Direction Mesure",
      slug: "direction-mesure",
      roles: { create: { roleId: adminRole, schoolId: school.id } },
    },
    select: { id: true },
  });
  const links = await db.parentLink.findMany({
    where: { student: { schoolId: school.id } },
    select: { parentId: true, studentId: true },
  });
  // 2,000 conversations: a family may have two (about two subjects' worries, or a year's two threads)
  const families = Array.from({ length: 2000 }, (_, i) => links[i % links.length]!);

  // the teacher's 2,000 conversations (three messages each), 200 of them with one parent
  const parent = families[0]!.parentId;
  // the parent's 200 are about their own child: a parent writes only about a child they are linked to (issue 31)
  const conversations = families.map((f, i) => ({
    id: `benchconv${String(i).padStart(6, "0")}`,
    schoolId: school.id,
    kind: "FAMILY_TEACHER" as const,
    studentId: i < 200 ? families[0]!.studentId : f.studentId,
    lastMessageAt: new Date(Date.now() - i * 60_000),
  }));
  await db.conversation.createMany({ data: conversations });
  await db.conversationMember.createMany({
    data: conversations.flatMap((c, i) => [
      { conversationId: c.id, userId: teacher.id, side: "STAFF", lastReadAt: new Date(Date.now() - 3 * 86_400_000) },
      {
        conversationId: c.id,
        userId: i < 200 ? parent : families[i]!.parentId,
        side: "FAMILY",
        lastReadAt: c.lastMessageAt,
      },
    ]),
    skipDuplicates: true,
  });
  await db.message.createMany({
    data: conversations.flatMap((c, i) =>
      [0, 1, 2].map((k) => ({
        conversationId: c.id,
        authorId: k === 1 ? teacher.id : i < 200 ? parent : families[i]!.parentId,
        body: `Message ${k} de la conversation ${i}`,
        searchText: `message ${k} de la conversation ${i}`,
        createdAt: new Date(c.lastMessageAt.getTime() - (2 - k) * 1000),
      })),
    ),
  });
  const callerOf = async (userId: string) =>
    createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, userId) }));
  const asParent = await callerOf(parent);
  const asTeacher = await callerOf(teacher.id);
  const asAdmin = await callerOf(admin.id);

  console.log("\nConversations and circulars: a school of 1,000 pupils");
  console.log(
    `  (the parent is in ${await db.conversationMember.count({ where: { userId: parent } })} conversations, the teacher in ${await db.conversationMember.count({ where: { userId: teacher.id } })})`,
  );
  await measure("messages.list, a parent with 200", 200, () => asParent.messages.list({ schoolId: school.id }));
  await measure("messages.list, a teacher with 2,000", 200, () => asTeacher.messages.list({ schoolId: school.id }));
  await measure("messages.search in 6,000 messages (teacher)", 100, () =>
    asTeacher.messages.search({ schoolId: school.id, query: "conversation 1999" }),
  );

  // a circular to the whole school: stored, its parents notified, their pushes queued
  const sender: PushSender = { send: async (messages) => messages.map(() => "sent" as const) };
  setPushSender(sender);
  (globalThis as unknown as { __waslaDb?: Db }).__waslaDb = db;
  await jobQueue();
  const parents = [...new Set(links.map((l) => l.parentId))];
  await db.loginSession.createMany({
    data: parents.map((p) => ({ id: `benchcirc-${p}`, userId: p })),
    skipDuplicates: true,
  });
  await db.pushDevice.createMany({
    data: parents.map((p) => ({
      userId: p,
      loginSessionId: `benchcirc-${p}`,
      token: `bench-circ-${p}-${"x".repeat(100)}`,
      locale: "fr",
    })),
    skipDuplicates: true,
  });
  await db.school.update({
    where: { id: school.id },
    data: { pushSchedule: { quietFrom: null, quietTo: null, resultsAt: null } },
  });
  let circularId = "";
  const families1000 = await db.classEnrollment.count({
    where: { class: { schoolId: school.id, schoolYear: { isCurrent: true } } },
  });
  await measure(`circular to ${families1000} families: stored + notified + queued`, 5, async () => {
    circularId = (
      await asAdmin.circulars.send({
        schoolId: school.id,
        title: "Sortie",
        body: "Sortie au musée jeudi.",
        audience: { kind: "school" },
        answer: "CONSENT",
      })
    ).id;
  });
  // answers: a third yes, a tenth no, a quarter opened
  const rows = await db.circularFamily.findMany({ where: { circularId }, select: { studentId: true } });
  const ids = rows.map((r) => r.studentId);
  await db.circularFamily.updateMany({
    where: { circularId, studentId: { in: ids.slice(0, 330) } },
    data: { openedAt: new Date(), answeredAt: new Date(), consent: true, signature: "Parent" },
  });
  await db.circularFamily.updateMany({
    where: { circularId, studentId: { in: ids.slice(330, 430) } },
    data: { openedAt: new Date(), answeredAt: new Date(), consent: false, signature: "Parent" },
  });
  await db.circularFamily.updateMany({
    where: { circularId, studentId: { in: ids.slice(430, 680) } },
    data: { openedAt: new Date() },
  });
  await measure(`circulars.results counts, ${rows.length} families`, 200, () =>
    asAdmin.circulars.results({ circularId, lists: false }),
  );
  await measure(`circulars.results with every family`, 50, () =>
    asAdmin.circulars.results({ circularId, lists: true }),
  );
  await closeJobQueue();
  setPushSender(null);

  // live: a parent's reply → the teacher's live count
  const abort = new AbortController();
  const stream = unreadCounts(realtimeHub(), db, teacher.id, abort.signal);
  await stream.next();
  const delays: number[] = [];
  for (let i = 0; i < 30; i++) {
    const form = new FormData();
    form.set("fields", JSON.stringify({ conversationId: conversations[i]!.id, body: `Réponse ${i}` }));
    const sentAt = performance.now();
    await (i < 200 ? asParent : await callerOf(families[i]!.parentId)).messages.send(form);
    await stream.next();
    delays.push(performance.now() - sentAt);
  }
  abort.abort();
  await stream.return();
  delays.sort((a, b) => a - b);
  console.log(
    `${"send → the other party's live count".padEnd(42)} p50 ${delays[15]!.toFixed(2).padStart(8)} ms   p95 ${delays[28]!.toFixed(2).padStart(8)} ms   (30 runs, commit included)`,
  );
  await closeRealtimeHub();
}
