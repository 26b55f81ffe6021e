import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, linked, seedOnce } from "~/test/callers";
import { newMember } from "~/test/members";
import { freshAd, freshComment, unique } from "~/test/matrix-world";
import { applyRetention } from "./apply-retention";
import { refusedBy } from "./consents";
import { STUDENT_COLUMNS, USER_COLUMNS } from "./personal-tables";

/** Issue 34: consents, the export, erasure with what the law keeps, retention and the access log, against the database. */
let schoolId: string;
let classId: string;
let saraId: string;
beforeAll(async () => {
  schoolId = (await seedOnce()).schoolId;
  // the families of these tests get a class of their own: other test files count 4AM1's pupils and families
  const fourAm1 = await db.schoolClass.findFirstOrThrow({
    where: { schoolId, name: "4AM1" },
    select: { schoolYearId: true, levelId: true },
  });
  classId = (
    await (
      await callerAs("ADMIN")
    ).classes.create({
      schoolId,
      schoolYearId: fourAm1.schoolYearId,
      levelId: fourAm1.levelId,
      name: `PV ${unique()}`.slice(0, 40),
    })
  ).id;
  saraId = (
    await db.student.findFirstOrThrow({
      where: { schoolId, user: { email: "student@wasla.dz" } },
      select: { id: true },
    })
  ).id;
  // the demo teacher teaches a subject of it
  const teacher = await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } });
  const subject = await db.subject.findFirstOrThrow({ where: { schoolId }, select: { id: true } });
  await db.classSubject.create({ data: { classId, subjectId: subject.id, teacherId: teacher.id } });
});

/** A teacher of the demo school who teaches no class. */
async function idleTeacher() {
  const role = await db.role.findUniqueOrThrow({ where: { key: "TEACHER" }, select: { id: true } });
  const user = await db.user.create({
    data: {
      name: "Enseignant sans classe",
      slug: `sans-classe-${unique()}`,
      roles: { create: { roleId: role.id, schoolId } },
    },
    select: { id: true },
  });
  return callerForUser(user.id);
}

/** The app's tables (this schema) in which some row's JSON contains `needle`. */
async function tablesHolding(needle: string) {
  const tables = await db.$queryRaw<{ t: string }[]>`
    SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const hits: string[] = [];
  for (const { t } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${t}" x WHERE strpos(lower(to_jsonb(x)::text), lower($1)) > 0`,
      needle,
    );
    if (row && row.n > 0) hits.push(t);
  }
  return hits.sort();
}

/** A family made by the school: a child and a parent with addresses of their own, in the tests' own class. */
async function family(tag: string) {
  const admin = await callerAs("ADMIN");
  const child = linked(
    await admin.people.addStudent({
      schoolId,
      classId,
      name: `Enfant ${tag}`,
      email: `enfant.${tag}@famille.dz`,
      registrationNumber: `PV-${tag}`,
    }),
  );
  const parent = linked(
    await admin.people.linkParent({ studentId: child, name: `Parent ${tag}`, email: `parent.${tag}@famille.dz` }),
  );
  return { admin, child, parent, caller: await callerForUser(parent) };
}

describe("consents", () => {
  it("a parent answers each optional purpose; the school sees who has not; refusals change what leaves the school", async () => {
    const tag = unique();
    const { admin, caller, parent, child } = await family(tag);
    expect(await caller.privacy.consentPending()).toBe(true);
    const missing = await clientError(
      caller.privacy.saveConsents({ schoolId, answers: { photos: true, detailedMessages: false } as never }),
    );
    expect(missing.fieldErrors?.["answers.sms"]?.key ?? missing.messageKey).toBeTruthy();
    const before = await admin.privacy.schoolConsents({ schoolId });
    expect(before.rows.find((r) => r.id === parent)?.answers).toEqual({
      photos: null,
      detailedMessages: null,
      sms: null,
    });

    await caller.privacy.saveConsents({ schoolId, answers: { photos: false, detailedMessages: false, sms: true } });
    expect(await caller.privacy.consentPending()).toBe(false);
    const after = await admin.privacy.schoolConsents({ schoolId });
    expect(after.rows.find((r) => r.id === parent)?.answers).toEqual({
      photos: false,
      detailedMessages: false,
      sms: true,
    });
    expect(after.totals.photos.refused).toBeGreaterThanOrEqual(1);
    // the photo refusal is flagged to whoever posts to the class
    const teacher = await callerAs("TEACHER");
    expect((await teacher.privacy.photoRefusals({ classId })).map((s) => s.id)).toContain(child);
    // only to whoever teaches the class (issue 47): a teacher who teaches nothing there reads nothing of it
    expect((await clientError((await idleTeacher()).privacy.photoRefusals({ classId }))).code).toBe("FORBIDDEN");
    // detailed messages refused: pushes, mails and SMS of this school go without detail to this parent
    expect([...(await refusedBy(db, "detailedMessages", [{ userId: parent, schoolId }]))]).toEqual([
      `${parent}:${schoolId}`,
    ]);
    expect((await refusedBy(db, "sms", [{ userId: parent, schoolId }])).size).toBe(0);
    // someone who is not a parent there cannot answer for the school's children
    expect(
      (
        await clientError(
          (await callerAs("TEACHER")).privacy.saveConsents({
            schoolId,
            answers: { photos: true, detailedMessages: true, sms: true },
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
  });
});

describe("the export of one's data", () => {
  it("holds every table naming the person and their child, never an unpublished card or another family's child", async () => {
    const karim = await callerAs("PARENT");
    const karimId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" }, select: { id: true } })).id;
    await karim.privacy.saveConsents({ schoolId, answers: { photos: true, detailedMessages: true, sms: true } });
    const data = await karim.privacy.exportData();
    expect(data.person.account).toMatchObject({ id: karimId, email: "parent@wasla.dz" });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash|codeHash/);
    // every table with an exported column that holds rows naming Karim is in the export
    for (const [column, rule] of Object.entries(USER_COLUMNS)) {
      if (rule.export !== "rows") continue;
      const [table, field] = column.split(".");
      const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE "${field}" = $1`,
        karimId,
      );
      if (row!.n > 0) expect(data.person.tables[table!], column).toBeDefined();
    }
    const sara = data.children.find((c) => c.record.id === saraId)!;
    expect(sara).toBeDefined();
    for (const [column, rule] of Object.entries(STUDENT_COLUMNS)) {
      if (rule.export !== "rows") continue;
      const [table, field] = column.split(".");
      const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE "${field}" = $1`,
        saraId,
      );
      if (row!.n > 0) expect(sara.tables[table!], column).toBeDefined();
    }
    // report cards: only those whose class and term are published
    const cards = (sara.tables.ReportCard ?? []) as { classId: string; termId: string }[];
    for (const c of cards)
      expect(await db.reportCardRelease.count({ where: { classId: c.classId, termId: c.termId } })).toBe(1);
    // the classmate of another family is nowhere
    const sibling = await db.student.findFirstOrThrow({
      where: { schoolId, id: { not: saraId }, parents: { none: { parentId: karimId } } },
      select: { id: true },
    });
    expect(JSON.stringify(data)).not.toContain(sibling.id);
  });
});

describe("correction and erasure", () => {
  it("a parent's erasure keeps what the school must keep and leaves their name, address and login nowhere else", async () => {
    const tag = unique();
    const { admin, caller, parent, child } = await family(tag);
    await caller.privacy.saveConsents({ schoolId, answers: { photos: true, detailedMessages: true, sms: true } });
    await db.notification.create({ data: { userId: parent, schoolId, kind: "privacy.test", url: "/dashboard" } });
    await caller.absences.ofStudent({ studentId: child }).catch(() => null);
    const short = await clientError(caller.privacy.request({ schoolId, kind: "ERASURE", details: "tout" }));
    expect(short.fieldErrors?.details?.key).toBe("privacy.error.details");
    const request = await caller.privacy.request({
      schoolId,
      kind: "ERASURE",
      details: "Effacez mon compte, nous quittons l'école.",
    });
    expect(request.dueAt.getTime() - request.createdAt.getTime()).toBe(10 * 86_400_000);
    expect((await admin.privacy.schoolRequests({ schoolId })).waiting.map((r) => r.id)).toContain(request.id);
    // a refusal needs its reason
    expect(
      (await clientError(admin.privacy.decide({ requestId: request.id, accept: false, answer: "" }))).fieldErrors
        ?.answer?.key,
    ).toBe("privacy.error.reason");

    // two administrators at once: one answer
    const results = await Promise.allSettled([
      admin.privacy.decide({ requestId: request.id, accept: true }),
      admin.privacy.decide({ requestId: request.id, accept: true }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);

    expect(await tablesHolding(`parent.${tag}@famille.dz`)).toEqual([]);
    expect(await tablesHolding(`Parent ${tag}`)).toEqual([]);
    const row = await db.user.findUniqueOrThrow({ where: { id: parent } });
    expect(row).toMatchObject({ email: null, phone: null, passwordHash: null, username: null, image: null });
    expect(row.erasedAt).not.toBeNull();
    // what still points to them (by id only): the request (its trace), the audit log and the access log, kept by rule
    const holding = (await tablesHolding(parent)).filter((t) => t !== "User");
    expect(
      holding.every((t) => ["DataRequest", "AuditLog", "AccessLog"].includes(t)),
      holding.join(),
    ).toBe(true);
    // the child stays the school's pupil, with the school's records
    expect(await db.student.count({ where: { id: child } })).toBe(1);
  });

  it("a child's erasure asked by their parent keeps the pupil's name for the records and removes their login", async () => {
    const tag = unique();
    const { admin, caller, child } = await family(tag);
    const pupil = await db.student.findUniqueOrThrow({ where: { id: child }, select: { userId: true } });
    // a parent under a 'read-only' custody decision asks nothing for the child (issue 47), said on the child's field
    const parentId = (await db.parentLink.findFirstOrThrow({ where: { studentId: child }, select: { parentId: true } }))
      .parentId;
    await admin.family.setCustody({ studentId: child, parentId, access: "READ_ONLY", noPickup: false });
    const readOnly = await clientError(
      caller.privacy.request({
        schoolId,
        studentId: child,
        kind: "ERASURE",
        details: "Notre enfant a quitté l'école, effacez ses données.",
      }),
    );
    expect(readOnly.fieldErrors?.studentId?.key).toBe("family.error.readOnly");
    expect(await db.dataRequest.count({ where: { studentId: child } })).toBe(0);
    await admin.family.setCustody({ studentId: child, parentId, access: "FULL", noPickup: false });
    const request = await caller.privacy.request({
      schoolId,
      studentId: child,
      kind: "ERASURE",
      details: "Notre enfant a quitté l'école, effacez ses données.",
    });
    await admin.privacy.decide({ requestId: request.id, accept: true });
    expect(await tablesHolding(`enfant.${tag}@famille.dz`)).toEqual([]);
    expect(
      await db.user.findUniqueOrThrow({ where: { id: pupil.userId }, select: { name: true, email: true } }),
    ).toEqual({ name: `Enfant ${tag}`, email: null });
    expect(await db.parentLink.count({ where: { studentId: child } })).toBe(0);
    expect(await db.student.count({ where: { id: child } })).toBe(1);
    // the parent was told the request was carried out
    expect((await caller.privacy.requests()).find((r) => r.id === request.id)?.status).toBe("DONE");
  });

  it("a board member's erasure removes their ads and comments; a child of another family cannot be named", async () => {
    const member = await newMember(`Membre Effacé ${unique()}`);
    const ad = await freshAd(member.id);
    const other = await freshAd(null);
    await freshComment(other.id, member.id);
    const phone = (await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { phone: true } })).phone!;
    expect(
      (
        await clientError(
          member.caller.privacy.request({
            schoolId,
            studentId: saraId,
            kind: "ERASURE",
            details: "Effacez les données de cet enfant.",
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    const request = await member.caller.privacy.request({
      kind: "ERASURE",
      details: "Je ne me sers plus du site, effacez mon compte.",
    });
    const teacher = await callerAs("TEACHER");
    expect((await clientError(teacher.privacy.decidePlatform({ requestId: request.id, accept: true }))).code).toBe(
      "FORBIDDEN",
    );
    await (await callerAs("SUPER_ADMIN")).privacy.decidePlatform({ requestId: request.id, accept: true });
    expect(await db.ad.count({ where: { id: ad.id } })).toBe(0);
    expect(await db.comment.count({ where: { authorId: member.id } })).toBe(0);
    expect(await tablesHolding(phone)).toEqual([]);
    expect(await tablesHolding(member.name)).toEqual([]);
  });
});

describe("retention", () => {
  it("removes old textbook entries, homework, long-expired ads and old logs; keeps the recent and the school's records", async () => {
    const now = new Date("2033-06-15T12:00:00Z");
    await db.school.update({ where: { id: schoolId }, data: { keepSchoolWorkYears: 5 } });
    const session = await db.sessionRecord.findFirst({ where: { schoolId }, select: { id: true, date: true } });
    const homework = await db.homework.findFirst({ where: { schoolId, dueOn: { not: null } }, select: { id: true } });
    const expired = await freshAd(null);
    await db.ad.update({
      where: { id: expired.id },
      data: { status: "EXPIRED", expiresAt: new Date("2032-01-01T00:00:00Z") },
    });
    const recent = await freshAd(null);
    await db.ad.update({
      where: { id: recent.id },
      data: { status: "EXPIRED", expiresAt: new Date("2033-06-01T00:00:00Z") },
    });
    const teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } }))
      .id;
    await db.accessLog.create({
      data: { schoolId, studentId: saraId, actorId: teacherId, kind: "GRADES", hour: new Date("2031-01-01T10:00:00Z") },
    });
    const cards = await db.reportCard.count({ where: { schoolId } });
    const payments = await db.payment.count({ where: { schoolId } });

    const run = await applyRetention(db, now);
    expect(run.ads).toBeGreaterThanOrEqual(1);
    expect(run.accessLog).toBeGreaterThanOrEqual(1);
    expect(await db.ad.count({ where: { id: expired.id } })).toBe(0);
    expect(await db.ad.count({ where: { id: recent.id } })).toBe(1);
    if (session && session.date < new Date("2028-06-15"))
      expect(await db.sessionRecord.count({ where: { id: session.id } })).toBe(0);
    if (homework) expect(await db.homework.count({ where: { id: homework.id } })).toBe(0);
    expect(await db.reportCard.count({ where: { schoolId } })).toBe(cards);
    expect(await db.payment.count({ where: { schoolId } })).toBe(payments);
  });
});

describe("the access log", () => {
  it("records who opened a child's data, for the school's admins and that child's parents only", async () => {
    const teacher = await callerAs("TEACHER");
    await teacher.absences.ofStudent({ studentId: saraId });
    const sara = await callerAs("STUDENT");
    await sara.absences.ofStudent({ studentId: saraId });
    const saraUser = (await db.user.findUniqueOrThrow({ where: { email: "student@wasla.dz" }, select: { id: true } }))
      .id;
    expect(await db.accessLog.count({ where: { studentId: saraId, actorId: saraUser } })).toBe(0);

    const admin = await callerAs("ADMIN");
    const log = await admin.privacy.accessLog({ schoolId, studentId: saraId });
    expect(log.some((e) => e.kind === "ABSENCES" && e.roles.includes("TEACHER"))).toBe(true);
    const karim = await callerAs("PARENT");
    expect((await karim.privacy.childAccess({ studentId: saraId })).some((e) => e.kind === "ABSENCES")).toBe(true);
    // the same opening twice in the hour: one entry
    await teacher.absences.ofStudent({ studentId: saraId });
    const teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } }))
      .id;
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    expect(await db.accessLog.count({ where: { studentId: saraId, actorId: teacherId, kind: "ABSENCES", hour } })).toBe(
      1,
    );
    // another family's parent, or a member, reads nothing of it
    const stranger = await newMember();
    expect((await clientError(stranger.caller.privacy.childAccess({ studentId: saraId }))).code).toBe("NOT_FOUND");
  });
});
