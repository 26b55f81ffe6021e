import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";
import { webmVoice } from "~/test/voice-notes";

/** messages.send's multipart body: the fields as JSON, files and a voice note */
function reply(
  fields: { conversationId: string; body?: string; voiceMs?: number },
  files: { name: string; bytes: Buffer }[] = [],
  voice?: { name: string; bytes: Buffer },
) {
  const form = new FormData();
  form.set("fields", JSON.stringify({ body: "", ...fields }));
  for (const f of files) form.append("files", new File([new Uint8Array(f.bytes)], f.name));
  if (voice) form.set("voice", new File([new Uint8Array(voice.bytes)], voice.name));
  return form;
}
/** a WebM voice note shaped as Chrome's recorder writes it (its structure is judged: audio-type.ts) */
const webm = () => webmVoice();

/**
 * Conversations against the real database, through the procedures (issue 30): who may write to whom, who reads what,
 * read receipts, unread counts, the bell's notification (the sender's name only), two replies at once.
 */
let schoolId: string;
let sara: { id: string; classId: string };
let parentId: string;
let teacherId: string;
let otherTeacher: string;
let strangerTeacher: string | null;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } })).id;
  const student = await db.student.findFirstOrThrow({
    where: { schoolId, user: { name: "Sara Élève" } },
    select: {
      id: true,
      enrollments: { where: { class: { schoolYear: { isCurrent: true } } }, select: { classId: true } },
    },
  });
  sara = { id: student.id, classId: student.enrollments[0]!.classId };
  otherTeacher = (
    await db.classSubject.findFirstOrThrow({
      where: { classId: sara.classId, teacherId: { notIn: [teacherId] } },
      select: { teacherId: true },
    })
  ).teacherId!;
  // a teacher of the school who teaches nothing in Sara's class
  const teachers = await db.userRole.findMany({
    where: { schoolId, role: { key: "TEACHER" } },
    select: { userId: true },
  });
  const inClass = new Set(
    (await db.classSubject.findMany({ where: { classId: sara.classId }, select: { teacherId: true } })).map(
      (c) => c.teacherId,
    ),
  );
  strangerTeacher = teachers.map((t) => t.userId).find((id) => !inClass.has(id)) ?? null;
});

/** A second parent of Sara's (made for one test; its link removed after): a user with the school's Parent role. */
async function secondParent({ readOnly }: { readOnly: boolean }) {
  const user = await db.user.create({
    data: { name: "Nadia Parent", slug: `nadia-${Date.now()}` },
    select: { id: true },
  });
  const role = await db.role.findUniqueOrThrow({ where: { key: "PARENT" }, select: { id: true } });
  await db.userRole.create({ data: { userId: user.id, roleId: role.id, schoolId } });
  await db.parentLink.create({ data: { parentId: user.id, studentId: sara.id, readOnly } });
  return user.id;
}

describe("messages", () => {
  it("a parent writes to their child's teacher: the teacher sees it unread, reads it, and the parent sees it read", async () => {
    const parent = await callerAs("PARENT");
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Bonjour, Sara était malade hier.",
    });
    const teacher = await callerAs("TEACHER");
    const row = (await teacher.messages.list({ schoolId })).find((c) => c.id === conversationId)!;
    expect(row).toMatchObject({ kind: "FAMILY_TEACHER", student: { id: sara.id }, unread: 1, last: { mine: false } });
    // the bell: a notification naming the sender, never the words
    const note = await db.notification.findFirstOrThrow({
      where: { userId: teacherId, url: `/messages/${conversationId}` },
    });
    expect(note.kind).toBe("conversation.message");
    expect(JSON.stringify(note.params)).not.toContain("malade");

    let thread = await parent.messages.thread({ conversationId });
    expect(thread.messages.at(-1)).toMatchObject({ mine: true, readBy: [], recipients: 1 });
    await teacher.messages.markRead({ conversationId });
    expect((await teacher.messages.list({ schoolId })).find((c) => c.id === conversationId)!.unread).toBe(0);
    expect((await db.notification.findFirstOrThrow({ where: { id: note.id } })).readAt).not.toBeNull();
    thread = await parent.messages.thread({ conversationId });
    expect(thread.messages.at(-1)!.readBy).toHaveLength(1);

    // writing again to the same teacher about the same child continues the same conversation
    const again = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Et merci pour les devoirs.",
    });
    expect(again.conversationId).toBe(conversationId);
  });

  it("refuses what no role grants: another class's teacher, another family's child, a stranger's conversation", async () => {
    const parent = await callerAs("PARENT");
    if (strangerTeacher)
      expect(
        (await clientError(parent.messages.start({ schoolId, to: strangerTeacher, studentId: sara.id, body: "x" })))
          .code,
      ).toBe("FORBIDDEN");
    const otherChild = await db.student.findFirstOrThrow({
      where: { schoolId, parents: { none: { parentId } } },
      select: { id: true },
    });
    expect(
      (await clientError(parent.messages.start({ schoolId, to: otherTeacher, studentId: otherChild.id, body: "x" })))
        .code,
    ).toBe("FORBIDDEN");
    // a student does not write (the school has not allowed it)
    expect(
      (
        await clientError(
          (await callerAs("STUDENT")).messages.start({ schoolId, to: teacherId, studentId: sara.id, body: "x" }),
        )
      ).code,
    ).toBe("FORBIDDEN");

    const { conversationId } = await parent.messages.start({
      schoolId,
      to: otherTeacher,
      studentId: sara.id,
      body: "Question privée.",
    });
    // the demo teacher is not in it: not found, and not in their list
    const teacher = await callerAs("TEACHER");
    expect((await clientError(teacher.messages.thread({ conversationId }))).code).toBe("NOT_FOUND");
    expect((await clientError(teacher.messages.send(reply({ conversationId, body: "x" })))).code).toBe("NOT_FOUND");
    expect((await teacher.messages.list({ schoolId })).map((c) => c.id)).not.toContain(conversationId);
    // the member (a visitor of the board) sees nothing either
    expect((await clientError((await callerAs("MEMBER")).messages.thread({ conversationId }))).code).toBe("NOT_FOUND");
  });

  it("a teacher writes to a parent of a pupil they teach; the office conversation reaches every admin", async () => {
    const teacher = await callerAs("TEACHER");
    const contacts = await teacher.messages.contacts({ schoolId });
    const family = contacts.families.find((f) => f.studentId === sara.id)!;
    expect(family.parents.map((p) => p.id)).toContain(parentId);
    const { conversationId } = await teacher.messages.start({
      schoolId,
      to: parentId,
      studentId: sara.id,
      body: "Sara a oublié son cahier.",
    });
    expect((await (await callerAs("PARENT")).messages.list({ schoolId })).some((c) => c.id === conversationId)).toBe(
      true,
    );

    const office = await (
      await callerAs("PARENT")
    ).messages.start({ schoolId, to: "office", studentId: sara.id, body: "Demande de certificat de scolarité." });
    const admins = await db.userRole.findMany({
      where: { schoolId, role: { key: "ADMIN" } },
      select: { userId: true },
    });
    const members = await db.conversationMember.findMany({
      where: { conversationId: office.conversationId },
      select: { userId: true, side: true },
    });
    for (const a of admins) expect(members).toContainEqual({ userId: a.userId, side: "STAFF" });
    const parentContacts = await (await callerAs("PARENT")).messages.contacts({ schoolId });
    expect(parentContacts.children.find((c) => c.id === sara.id)!.teachers.map((t) => t.id)).toContain(teacherId);
  });

  it("two replies at once are both kept, the conversation's time moves forward and the other side counts both unread", async () => {
    const parent = await callerAs("PARENT");
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: otherTeacher,
      studentId: sara.id,
      body: "Premier message.",
    });
    const colleague = await callerForUser(otherTeacher);
    await colleague.messages.markRead({ conversationId });
    const [a, b] = await Promise.all([
      parent.messages.send(reply({ conversationId, body: "Deux" })),
      parent.messages.send(reply({ conversationId, body: "Trois" })),
    ]);
    expect(a.messageId).not.toBe(b.messageId);
    const thread = await colleague.messages.thread({ conversationId });
    expect(
      thread.messages
        .slice(-2)
        .map((m) => m.body)
        .sort(),
    ).toEqual(["Deux", "Trois"]);
    const latest = await db.message.aggregate({ where: { conversationId }, _max: { createdAt: true } });
    expect((await db.conversation.findUniqueOrThrow({ where: { id: conversationId } })).lastMessageAt).toEqual(
      latest._max.createdAt,
    );
    expect((await colleague.messages.list({ schoolId })).find((c) => c.id === conversationId)!.unread).toBe(2);
  });

  it("refuses an empty message with the schema's message, and one over 2,000 characters", async () => {
    const parent = await callerAs("PARENT");
    expect(
      (await clientError(parent.messages.start({ schoolId, to: teacherId, studentId: sara.id, body: "   " }))).code,
    ).toBe("BAD_REQUEST");
    expect(
      (
        await clientError(
          parent.messages.start({ schoolId, to: teacherId, studentId: sara.id, body: "x".repeat(2001) }),
        )
      ).code,
    ).toBe("BAD_REQUEST");
  });

  it("a photo loses its metadata, a document keeps its name, a voice note alone is a message; a disguised file is refused by name and nothing is stored", async () => {
    const parent = await callerAs("PARENT");
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Voici le justificatif.",
    });
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#88aacc" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "GPS 36.75N 3.06E" } })
      .toBuffer();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    await parent.messages.send(
      reply({ conversationId, body: "Le certificat et une photo" }, [
        { name: "IMG_2041.jpg", bytes: photo },
        { name: "certificat médical.pdf", bytes: pdf },
      ]),
    );
    await parent.messages.send(reply({ conversationId, voiceMs: 7200 }, [], { name: "voice.webm", bytes: webm() }));

    const teacher = await callerAs("TEACHER");
    const thread = await teacher.messages.thread({ conversationId });
    const [withFiles, voiceOnly] = thread.messages.slice(-2);
    expect(withFiles!.attachments.map((a) => [a.kind, a.fileName, a.fileType]).sort()).toEqual([
      ["DOCUMENT", "certificat médical.pdf", "application/pdf"],
      ["PHOTO", "IMG_2041.webp", "image/webp"],
    ]);
    expect(voiceOnly).toMatchObject({
      body: "",
      attachments: [{ kind: "VOICE", fileType: "audio/webm", durationMs: 7200 }],
    });
    // only words are edited (issue 48): a voice note sent alone gains no caption afterwards
    expect(
      (await clientError(parent.messages.edit({ messageId: voiceOnly!.id, body: "Légende" }))).fieldErrors?.body?.key,
    ).toBe("validation.checkInput");

    // the photo, as the teacher receives it: WebP, without the camera's metadata; its thumbnail too
    const photoId = withFiles!.attachments.find((a) => a.kind === "PHOTO")!.id;
    const full = await teacher.messages.file({ id: photoId });
    expect(full.type).toBe("image/webp");
    expect((await sharp(full.body).metadata()).exif).toBeUndefined();
    expect(
      (await sharp((await teacher.messages.file({ id: photoId, thumb: true })).body).metadata()).width,
    ).toBeLessThanOrEqual(480);
    // nobody outside the conversation gets a byte, not even another teacher of the school
    expect((await clientError((await callerForUser(otherTeacher)).messages.file({ id: photoId }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await clientError((await callerAs("ADMIN")).messages.file({ id: photoId }))).code).toBe("NOT_FOUND");

    // an executable named .pdf, and an image posing as a voice note: refused by name, the message not written
    const before = await db.messageAttachment.count();
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(500)]);
    const refused = await clientError(
      parent.messages.send(reply({ conversationId, body: "Le bulletin" }, [{ name: "bulletin.pdf", bytes: exe }])),
    );
    expect(refused).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { files: { key: "validation.fileFormat", values: { file: "bulletin.pdf" } } },
    });
    const fake = await clientError(
      parent.messages.send(reply({ conversationId }, [], { name: "voice.webm", bytes: photo })),
    );
    expect(fake).toMatchObject({ fieldErrors: { voice: { key: "validation.fileFormat" } } });
    expect(await db.messageAttachment.count()).toBe(before);
    expect((await teacher.messages.thread({ conversationId })).messages).toHaveLength(thread.messages.length);
    // nothing at all: "required" on the text
    expect(await clientError(parent.messages.send(reply({ conversationId, body: "  " })))).toMatchObject({
      fieldErrors: { body: { key: "validation.required" } },
    });
    // four files: the limit, said on the files
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.pdf`, bytes: pdf }));
    expect(await clientError(parent.messages.send(reply({ conversationId, body: "x" }, four)))).toMatchObject({
      fieldErrors: { files: { key: "validation.maxImages" } },
    });
  });

  it("a document with a script, an embedded file, an XFA form or a page behind it is refused by name; nothing is stored (issue 47)", async () => {
    const parent = await callerAs("PARENT");
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Les papiers.",
    });
    const before = await db.messageAttachment.count();
    const files = [
      ["script.pdf", "%PDF-1.7\n1 0 obj << /Type /Catalog /Names << /JavaScript 2 0 R >> >> endobj\n%%EOF\n"],
      ["joint.pdf", "%PDF-1.7\n1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 2 0 R >> >> endobj\n%%EOF\n"],
      ["formulaire.pdf", "%PDF-1.7\n1 0 obj << /Type /Catalog /AcroForm << /XFA 2 0 R >> >> endobj\n%%EOF\n"],
      ["page.pdf", "%PDF-1.7\n%%EOF\n<!DOCTYPE html><html><script>alert(document.cookie)</script>"],
    ];
    for (const [name, content] of files) {
      const refused = await clientError(
        parent.messages.send(
          reply({ conversationId, body: "Voici" }, [{ name: name!, bytes: Buffer.from(content!, "latin1") }]),
        ),
      );
      expect(refused).toMatchObject({
        code: "BAD_REQUEST",
        fieldErrors: { files: { key: "validation.fileFormat", values: { file: name } } },
      });
    }
    expect(await db.messageAttachment.count()).toBe(before);
  });

  it("a teacher closes a conversation: nobody writes, writing again opens a new one; reopened, it takes replies again", async () => {
    const parent = await callerAs("PARENT");
    const teacher = await callerAs("TEACHER");
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Puis-je venir demain ?",
    });
    // the family does not manage the school's side
    expect((await clientError(parent.messages.close({ conversationId, closed: true }))).code).toBe("FORBIDDEN");
    await teacher.messages.close({ conversationId, closed: true });
    // twice: one notice only
    await teacher.messages.close({ conversationId, closed: true });
    const thread = await parent.messages.thread({ conversationId });
    expect(thread).toMatchObject({ canWrite: false, closed: { by: "Taous Enseignante" } });
    expect(thread.messages.filter((m) => m.notice === "closed")).toHaveLength(1);
    expect((await clientError(parent.messages.send(reply({ conversationId, body: "Encore moi" })))).code).toBe(
      "FORBIDDEN",
    );
    const again = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Nouvelle question.",
    });
    expect(again.conversationId).not.toBe(conversationId);
    await teacher.messages.close({ conversationId, closed: false });
    expect((await parent.messages.thread({ conversationId })).canWrite).toBe(true);
    expect((await parent.messages.thread({ conversationId })).messages.at(-1)!.notice).toBe("reopened");
  });

  it("a teacher hands a family's conversation to the office: the admins join, the teacher stays, a line says so", async () => {
    const parent = await callerAs("PARENT");
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: otherTeacher,
      studentId: sara.id,
      body: "Problème de transport scolaire.",
    });
    const colleague = await callerForUser(otherTeacher);
    await colleague.messages.handOver({ conversationId });
    const admins = await db.userRole.findMany({
      where: { schoolId, role: { key: "ADMIN" } },
      select: { userId: true },
    });
    const members = (await db.conversationMember.findMany({ where: { conversationId }, select: { userId: true } })).map(
      (m) => m.userId,
    );
    expect(members).toEqual(expect.arrayContaining([...admins.map((a) => a.userId), otherTeacher, parentId]));
    const thread = await (await callerAs("ADMIN")).messages.thread({ conversationId });
    expect(thread.kind).toBe("FAMILY_OFFICE");
    expect(thread.messages.at(-1)).toMatchObject({ notice: "handedOver", author: expect.any(String) });
    // once the office's, it is not handed over again
    expect((await clientError(colleague.messages.handOver({ conversationId }))).code).toBe("FORBIDDEN");
  });

  it("an edit says 'edited', a deletion leaves 'deleted' and takes the files; only the author does either", async () => {
    const parent = await callerAs("PARENT");
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Sara sera absente lundi.",
    });
    const teacher = await callerAs("TEACHER");
    const first = (await parent.messages.thread({ conversationId })).messages.at(-1)!;
    expect((await clientError(teacher.messages.edit({ messageId: first.id, body: "x" }))).code).toBe("NOT_FOUND");
    await parent.messages.edit({ messageId: first.id, body: "Sara sera absente mardi." });
    expect((await teacher.messages.thread({ conversationId })).messages.find((m) => m.id === first.id)).toMatchObject({
      body: "Sara sera absente mardi.",
      edited: true,
    });
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n");
    const { messageId } = await parent.messages.send(
      reply({ conversationId, body: "Le justificatif" }, [{ name: "justificatif.pdf", bytes: pdf }]),
    );
    const file = (await db.messageAttachment.findFirstOrThrow({ where: { messageId } })).id;
    await parent.messages.delete({ messageId });
    expect((await teacher.messages.thread({ conversationId })).messages.find((m) => m.id === messageId)).toMatchObject({
      body: "",
      deleted: true,
      attachments: [],
    });
    expect((await clientError(teacher.messages.file({ id: file }))).code).toBe("NOT_FOUND");
    expect(await db.messageAttachment.count({ where: { messageId } })).toBe(0);
  });

  it("a reported message reaches the school's admins as it was said, even if edited afterwards; settled, it leaves the list", async () => {
    const teacher = await callerAs("TEACHER");
    const parent = await callerAs("PARENT");
    const { conversationId, messageId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Des mots déplacés.",
    });
    expect((await clientError(parent.messages.report({ messageId, reason: "x" }))).code).toBe("FORBIDDEN");
    expect((await clientError(teacher.messages.report({ messageId, reason: "  " }))).code).toBe("BAD_REQUEST");
    await teacher.messages.report({ messageId, reason: "Propos irrespectueux" });
    await teacher.messages.report({ messageId, reason: "Propos irrespectueux envers l'enseignante" });
    await parent.messages.edit({ messageId, body: "Bonjour." });
    const admin = await callerAs("ADMIN");
    const reports = (await admin.messages.reports({ schoolId })).filter((r) => r.messageId === messageId);
    expect(reports).toEqual([
      expect.objectContaining({
        words: "Des mots déplacés.",
        reason: "Propos irrespectueux envers l'enseignante",
        reporter: "Taous Enseignante",
        author: "Karim Parent",
      }),
    ]);
    // a teacher or a parent does not moderate
    expect((await clientError(teacher.messages.reports({ schoolId }))).code).toBe("FORBIDDEN");
    await admin.messages.settleReport({ schoolId, reportId: reports[0]!.id, action: "delete" });
    expect((await admin.messages.reports({ schoolId })).some((r) => r.messageId === messageId)).toBe(false);
    expect((await teacher.messages.thread({ conversationId })).messages.find((m) => m.id === messageId)).toMatchObject({
      deleted: true,
      body: "",
    });
  });

  it("searches my own messages with accents and Arabic letter variants folded, never another's conversation", async () => {
    const parent = await callerAs("PARENT");
    await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "La réunion à l'École aura lieu jeudi. موعد المدرسة يوم الخميس",
    });
    const found = await parent.messages.search({ schoolId, query: "ecole reunion" });
    expect(found[0]?.body).toContain("École");
    expect((await parent.messages.search({ schoolId, query: "المدرسه" })).length).toBeGreaterThan(0);
    expect((await parent.messages.search({ schoolId, query: "مدرسة" })).length).toBeGreaterThan(0);
    // the colleague is not in that conversation
    expect(
      (await (await callerForUser(otherTeacher)).messages.search({ schoolId, query: "ecole reunion" })).filter((h) =>
        h.body.includes("réunion à l'École"),
      ),
    ).toEqual([]);
    expect(await parent.messages.search({ schoolId, query: "  " })).toEqual([]);
  });

  it("the school's rules: parents kept to the office, and the teachers' hours told to the family", async () => {
    const admin = await callerAs("ADMIN");
    const parent = await callerAs("PARENT");
    try {
      await admin.messages.updateRules({
        schoolId,
        hoursFrom: "08:00",
        hoursTo: "16:30",
        days: [],
        parentsToTeachers: false,
      });
      expect(
        (await clientError(parent.messages.start({ schoolId, to: teacherId, studentId: sara.id, body: "x" }))).code,
      ).toBe("FORBIDDEN");
      expect((await parent.messages.contacts({ schoolId })).children.every((c) => c.teachers.length === 0)).toBe(true);
      // the teacher still writes to the family, and the family may answer
      const { conversationId } = await (
        await callerAs("TEACHER")
      ).messages.start({ schoolId, to: parentId, studentId: sara.id, body: "Sara a bien travaillé." });
      const thread = await parent.messages.thread({ conversationId });
      // no day set: no time to promise, so no notice either
      expect(thread.outsideHours).toBeNull();
      await admin.messages.updateRules({
        schoolId,
        hoursFrom: "08:00",
        hoursTo: "08:01",
        days: [5],
        parentsToTeachers: true,
      });
      const later = await parent.messages.thread({ conversationId });
      expect(later.outsideHours).toMatchObject({ hoursFrom: "08:00", hoursTo: "08:01", days: [5] });
      expect(later.outsideHours!.from.getTime()).toBeGreaterThan(Date.now());
      // the school's side is never told its own hours
      expect((await (await callerAs("TEACHER")).messages.thread({ conversationId })).outsideHours).toBeNull();
      expect(
        await clientError(
          admin.messages.updateRules({
            schoolId,
            hoursFrom: "17:00",
            hoursTo: "08:00",
            days: [0],
            parentsToTeachers: true,
          }),
        ),
      ).toMatchObject({ code: "BAD_REQUEST", fieldErrors: { hoursTo: { key: "validation.endAfterStart" } } });
      expect(
        (
          await clientError(
            (await callerAs("TEACHER")).messages.updateRules({
              schoolId,
              hoursFrom: "08:00",
              hoursTo: "16:00",
              days: [0],
              parentsToTeachers: true,
            }),
          )
        ).code,
      ).toBe("FORBIDDEN");
    } finally {
      await db.school.update({ where: { id: schoolId }, data: { messagingRules: Prisma.DbNull } });
    }
  });

  it("a teacher writes to a class's parents: each family privately, 'read by n of m' per family; or the class's group discussion", async () => {
    const teacher = await callerAs("TEACHER");
    const sent = await teacher.messages.toClass({
      schoolId,
      classId: sara.classId,
      body: "Sortie au musée jeudi, prévoir un goûter.",
    });
    const families = await db.student.count({
      where: { enrollments: { some: { classId: sara.classId } }, parents: { some: {} } },
    });
    expect(sent.families).toBe(families);
    let reads = await teacher.messages.broadcast({ broadcastId: sent.broadcastId! });
    expect(reads).toMatchObject({ total: families, read: 0 });
    // the demo parent finds it in their conversation with the teacher about Sara, and reads it
    const parent = await callerAs("PARENT");
    const own = reads.families.find((f) => f.student === "Sara Élève")!;
    const thread = await parent.messages.thread({ conversationId: own.conversationId });
    expect(thread.messages.at(-1)!.body).toBe("Sortie au musée jeudi, prévoir un goûter.");
    await parent.messages.markRead({ conversationId: own.conversationId });
    reads = await teacher.messages.broadcast({ broadcastId: sent.broadcastId! });
    expect(reads.read).toBe(1);
    expect(reads.families.find((f) => f.student === "Sara Élève")).toMatchObject({
      read: true,
      readers: ["Karim Parent"],
    });
    expect((await teacher.messages.broadcasts({ schoolId })).find((b) => b.id === sent.broadcastId)).toMatchObject({
      read: 1,
      families,
    });
    // another family's conversation stays theirs: the demo parent is not in it
    const other = reads.families.find((f) => f.student !== "Sara Élève")!;
    expect((await clientError(parent.messages.thread({ conversationId: other.conversationId }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await clientError(parent.messages.broadcast({ broadcastId: sent.broadcastId! }))).code).toBe("NOT_FOUND");

    // the group discussion: one conversation, every parent in it, every answer read by all
    const group = await teacher.messages.toClass({
      schoolId,
      classId: sara.classId,
      body: "Qui peut accompagner la sortie ?",
      group: true,
    });
    const members = await db.conversationMember.count({
      where: { conversationId: group.conversationId!, side: "FAMILY" },
    });
    expect(members).toBeGreaterThanOrEqual(families);
    const answer = new FormData();
    answer.set("fields", JSON.stringify({ conversationId: group.conversationId, body: "Moi, jeudi matin." }));
    await parent.messages.send(answer);
    const seen = await teacher.messages.thread({ conversationId: group.conversationId! });
    expect(seen).toMatchObject({ kind: "CLASS_GROUP", className: expect.any(String) });
    // a parent cannot write to a class, a teacher not to a class they do not teach
    expect((await clientError(parent.messages.toClass({ schoolId, classId: sara.classId, body: "x" }))).code).toBe(
      "FORBIDDEN",
    );
  });

  it("a class message never joins a parent's private conversation: the other parent (read-only) is not added and reads none of it; the copy goes to a new conversation with both", async () => {
    const colleague = await callerForUser(otherTeacher);
    const parent = await callerAs("PARENT");
    const { conversationId: secret } = await colleague.messages.start({
      schoolId,
      to: parentId,
      studentId: sara.id,
      body: "Entre nous : Sara m'inquiète.",
    });
    const other = await secondParent({ readOnly: true });
    try {
      const sent = await colleague.messages.toClass({
        schoolId,
        classId: sara.classId,
        body: "Réunion de classe lundi.",
      });
      const copy = (await colleague.messages.broadcast({ broadcastId: sent.broadcastId! })).families.find(
        (f) => f.student === "Sara Élève",
      )!.conversationId;
      expect(copy).not.toBe(secret);
      expect(
        (await db.conversationMember.findMany({ where: { conversationId: secret }, select: { userId: true } }))
          .map((m) => m.userId)
          .sort(),
      ).toEqual([otherTeacher, parentId].sort());
      const nadia = await callerForUser(other);
      expect((await clientError(nadia.messages.thread({ conversationId: secret }))).code).toBe("NOT_FOUND");
      expect((await nadia.messages.search({ schoolId, query: "inquiète" })).length).toBe(0);
      // the copy: both parents of today and the teacher, the private words not in it
      const members = await db.conversationMember.findMany({
        where: { conversationId: copy },
        select: { userId: true, side: true },
      });
      expect(members).toHaveLength(3);
      expect(members).toEqual(
        expect.arrayContaining([
          { userId: parentId, side: "FAMILY" },
          { userId: other, side: "FAMILY" },
          { userId: otherTeacher, side: "STAFF" },
        ]),
      );
      expect((await nadia.messages.thread({ conversationId: copy })).messages.map((m) => m.body)).toEqual([
        "Réunion de classe lundi.",
      ]);
      // the next class message continues the family's copy, and a parent's private word to the teacher does not land in it
      const next = await colleague.messages.toClass({
        schoolId,
        classId: sara.classId,
        body: "Rappel : réunion lundi.",
      });
      expect(
        (await colleague.messages.broadcast({ broadcastId: next.broadcastId! })).families.find(
          (f) => f.student === "Sara Élève",
        )!.conversationId,
      ).toBe(copy);
      const own = await parent.messages.start({
        schoolId,
        to: otherTeacher,
        studentId: sara.id,
        body: "Merci de m'avoir prévenu.",
      });
      expect(own.conversationId).not.toBe(copy);
      expect((await nadia.messages.thread({ conversationId: copy })).messages.map((m) => m.body)).not.toContain(
        "Merci de m'avoir prévenu.",
      );
    } finally {
      await db.parentLink.delete({ where: { parentId_studentId: { parentId: other, studentId: sara.id } } });
    }
  });

  it("a class message continues the teacher's conversation with the family when its family side is exactly the child's parents of today", async () => {
    const colleague = await callerForUser(otherTeacher);
    expect(await db.parentLink.count({ where: { studentId: sara.id } })).toBe(1);
    const { conversationId } = await colleague.messages.start({
      schoolId,
      to: parentId,
      studentId: sara.id,
      body: "Sara a progressé en lecture.",
    });
    const sent = await colleague.messages.toClass({
      schoolId,
      classId: sara.classId,
      body: "Photos de classe vendredi.",
    });
    expect(
      (await colleague.messages.broadcast({ broadcastId: sent.broadcastId! })).families.find(
        (f) => f.student === "Sara Élève",
      )!.conversationId,
    ).toBe(conversationId);
    expect(
      (await (await callerAs("PARENT")).messages.thread({ conversationId })).messages.slice(-2).map((m) => m.body),
    ).toEqual(["Sara a progressé en lecture.", "Photos de classe vendredi."]);
  });

  it("an admin who joined since is not added to the family's earlier office conversation: writing to the office again opens a new one with today's office", async () => {
    const parent = await callerAs("PARENT");
    const first = await parent.messages.start({
      schoolId,
      to: "office",
      studentId: sara.id,
      body: "Notre situation familiale, en confidence.",
    });
    const newcomer = await db.user.create({
      data: { name: "Nouvel Administrateur", slug: `admin-${Date.now()}` },
      select: { id: true },
    });
    const adminRole = await db.role.findUniqueOrThrow({ where: { key: "ADMIN" }, select: { id: true } });
    const role = await db.userRole.create({
      data: { userId: newcomer.id, roleId: adminRole.id, schoolId },
      select: { id: true },
    });
    try {
      const again = await parent.messages.start({
        schoolId,
        to: "office",
        studentId: sara.id,
        body: "Une autre demande.",
      });
      expect(again.conversationId).not.toBe(first.conversationId);
      expect(
        await db.conversationMember.count({ where: { conversationId: first.conversationId, userId: newcomer.id } }),
      ).toBe(0);
      const office = await callerForUser(newcomer.id);
      expect((await clientError(office.messages.thread({ conversationId: first.conversationId }))).code).toBe(
        "NOT_FOUND",
      );
      expect(
        (await office.messages.thread({ conversationId: again.conversationId })).messages.map((m) => m.body),
      ).toEqual(["Une autre demande."]);
    } finally {
      await db.userRole.delete({ where: { id: role.id } });
    }
  });

  it("a pupil writes to their teacher only where the school allows it, their parents in the conversation", async () => {
    const student = await callerAs("STUDENT");
    const studentUser = await db.student.findUniqueOrThrow({ where: { id: sara.id }, select: { userId: true } });
    // off by default
    expect(
      (
        await clientError(
          student.messages.start({
            schoolId,
            to: teacherId,
            studentId: sara.id,
            body: "Madame, je n'ai pas compris l'exercice 3.",
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect((await clientError(student.messages.contacts({ schoolId }))).code).toBe("FORBIDDEN");
    const admin = await callerAs("ADMIN");
    try {
      await admin.messages.updateRules({
        schoolId,
        hoursFrom: "08:00",
        hoursTo: "16:30",
        days: [0, 1, 2, 3, 4],
        parentsToTeachers: true,
        studentsToTeachers: true,
      });
      expect((await student.messages.contacts({ schoolId })).self!.teachers.map((t) => t.id)).toContain(teacherId);
      const { conversationId } = await student.messages.start({
        schoolId,
        to: teacherId,
        studentId: sara.id,
        body: "Madame, je n'ai pas compris l'exercice 3.",
      });
      const members = await db.conversationMember.findMany({
        where: { conversationId },
        select: { userId: true, side: true },
      });
      expect(members).toEqual(
        expect.arrayContaining([
          { userId: studentUser.userId, side: "FAMILY" },
          { userId: teacherId, side: "STAFF" },
          { userId: parentId, side: "FAMILY" },
        ]),
      );
      // the parent reads what their child wrote
      expect((await (await callerAs("PARENT")).messages.thread({ conversationId })).messages.at(-1)!.body).toContain(
        "exercice 3",
      );
      // a teacher who does not teach the pupil is refused
      if (strangerTeacher)
        expect(
          (await clientError(student.messages.start({ schoolId, to: strangerTeacher, studentId: sara.id, body: "x" })))
            .code,
        ).toBe("FORBIDDEN");
      // the school turns it off again: the pupil still reads, no longer writes
      await admin.messages.updateRules({
        schoolId,
        hoursFrom: "08:00",
        hoursTo: "16:30",
        days: [0, 1, 2, 3, 4],
        parentsToTeachers: true,
        studentsToTeachers: false,
      });
      expect((await student.messages.thread({ conversationId })).canWrite).toBe(false);
    } finally {
      await db.school.update({ where: { id: schoolId }, data: { messagingRules: Prisma.DbNull } });
    }
  });
});
