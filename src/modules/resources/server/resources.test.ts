import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";
import { openResourceFile } from "./open-resource";
import { loadActor } from "~/platform/auth/actor";
import { zipBomb } from "~/test/zip-bomb";

/**
 * Resources against the real database, through the procedures: who sees what (a parent of class A never sees
 * class B's, a visitor only those on the school's page), files checked by content with the spec's messages, the
 * download authorized per request, and who may delete.
 */
let schoolId: string;
let fourAm1: { id: string; levelId: string };
let other: { id: string; levelId: string };
let otherParent: string;

const form = (fields: Record<string, unknown>, file?: { name: string; bytes: Buffer }) => {
  const body = new FormData();
  body.set(
    "fields",
    JSON.stringify({
      schoolId,
      kind: "EDUCATIONAL",
      audience: "SCHOOL",
      source: "link",
      url: "https://example.org/x",
      ...fields,
    }),
  );
  if (file) body.set("file", new File([new Uint8Array(file.bytes)], file.name));
  return body;
};
const pdf = (name = "cours.pdf") => ({ name, bytes: Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF") });
const titles = async (caller: Awaited<ReturnType<typeof callerAs>>) =>
  (await caller.resources.list({ schoolId })).items.map((r) => r.title);

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  fourAm1 = await db.schoolClass.findFirstOrThrow({
    where: { schoolId, name: "4AM1" },
    select: { id: true, levelId: true },
  });
  other = await db.schoolClass.findFirstOrThrow({
    where: { schoolId, schoolYear: { isCurrent: true }, levelId: { not: fourAm1.levelId } },
    select: { id: true, levelId: true },
  });
  // a parent whose children are all in another level's class
  const links = await db.parentLink.findMany({
    where: { student: { schoolId, enrollments: { some: { classId: other.id } } } },
    select: { parentId: true },
  });
  for (const { parentId } of links) {
    const elsewhere = await db.parentLink.count({
      where: { parentId, student: { enrollments: { some: { class: { levelId: fourAm1.levelId } } } } },
    });
    if (elsewhere === 0) {
      otherParent = parentId;
      break;
    }
  }
  expect(otherParent).toBeTruthy();
});

describe("who sees what", () => {
  it("a class's resource reaches its families and the staff, never another class's parents nor a visitor", async () => {
    const teacher = await callerAs("TEACHER");
    await teacher.resources.create(form({ title: "Fiche 4AM1", audience: "CLASS", classId: fourAm1.id }));
    await teacher.resources.create(
      form({ title: "Cours de l'autre niveau", audience: "LEVEL", levelId: other.levelId }),
    );
    await teacher.resources.create(form({ title: "Réservé au personnel", audience: "STAFF", kind: "ADMINISTRATIVE" }));
    await (
      await callerAs("ADMIN")
    ).resources.create(form({ title: "Règlement intérieur", kind: "ADMINISTRATIVE", onMainPage: true }));

    const parent = await titles(await callerAs("PARENT"));
    expect(parent).toEqual(expect.arrayContaining(["Fiche 4AM1", "Règlement intérieur"]));
    expect(parent).not.toContain("Cours de l'autre niveau");
    expect(parent).not.toContain("Réservé au personnel");
    expect(await titles(await callerAs("STUDENT"))).toContain("Fiche 4AM1");

    const stranger = await titles(await callerForUser(otherParent));
    expect(stranger).toContain("Cours de l'autre niveau");
    expect(stranger).not.toContain("Fiche 4AM1");

    const staff = await titles(await callerAs("ADMIN"));
    expect(staff).toEqual(expect.arrayContaining(["Fiche 4AM1", "Cours de l'autre niveau", "Réservé au personnel"]));
    // someone of no role there: only what is on the school's page
    const member = (await (await callerAs("MEMBER")).resources.list({ schoolId })).items;
    expect(member.map((r) => r.title)).toContain("Règlement intérieur");
    expect(member.every((r) => r.onMainPage)).toBe(true);
  });

  it("filters by kind, level and class", async () => {
    const admin = await callerAs("ADMIN");
    const administrative = (await admin.resources.list({ schoolId, kind: "ADMINISTRATIVE" })).items;
    expect(administrative.length).toBeGreaterThan(0);
    expect(administrative.every((r) => r.kind === "ADMINISTRATIVE")).toBe(true);
    const forClass = (await admin.resources.list({ schoolId, classId: fourAm1.id })).items;
    expect(forClass.map((r) => r.title)).toContain("Fiche 4AM1");
    expect(forClass.every((r) => r.class?.id === fourAm1.id)).toBe(true);
  });

  it("offers a family the filters of its own children's levels and classes, the staff every one (issue 29)", async () => {
    const all = await (await callerAs("ADMIN")).resources.choices({ schoolId });
    expect(all.classes.length).toBeGreaterThan(1);
    const mine = await (await callerForUser(otherParent)).resources.choices({ schoolId });
    const theirs = await db.classEnrollment.findMany({
      where: { class: { schoolYear: { isCurrent: true } }, student: { parents: { some: { parentId: otherParent } } } },
      select: { classId: true, class: { select: { levelId: true } } },
    });
    expect(mine.classes.map((c) => c.id).sort()).toEqual([...new Set(theirs.map((e) => e.classId))].sort());
    expect(mine.levels.map((l) => l.id).sort()).toEqual([...new Set(theirs.map((e) => e.class.levelId))].sort());
    expect(mine.classes.map((c) => c.id)).not.toContain(fourAm1.id);
    expect(mine.subjects).toEqual(all.subjects);
  });
});

describe("files", () => {
  it("keeps a file checked by its content and serves it only to those who may see it", async () => {
    const teacher = await callerAs("TEACHER");
    const { id } = await teacher.resources.create(
      form(
        { title: "Exercices PDF", source: "file", url: null, audience: "CLASS", classId: fourAm1.id },
        pdf("Exercices – chapitre 3.pdf"),
      ),
    );
    const stored = await db.resource.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ fileType: "application/pdf", fileName: "Exercices – chapitre 3.pdf" });
    expect(stored.fileKey).toMatch(/^private\/resources\//);

    const parent = await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" }, select: { id: true } });
    const file = await openResourceFile(db, await loadActor(db, parent.id), id);
    expect(file.body.subarray(0, 5).toString()).toBe("%PDF-");
    await expect(openResourceFile(db, await loadActor(db, otherParent), id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(openResourceFile(db, null, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses what is not a PDF, an image or an office document, and a missing file, on the file field", async () => {
    const teacher = await callerAs("TEACHER");
    const exe = await clientError(
      teacher.resources.create(
        form(
          { title: "Logiciel", source: "file", url: null },
          { name: "cours.pdf", bytes: Buffer.from("MZ\x90\x00\x03\x00") },
        ),
      ),
    );
    expect(exe.fieldErrors?.file).toEqual({ key: "validation.fileFormat", values: { file: "cours.pdf" } });
    const none = await clientError(
      teacher.resources.create(form({ title: "Sans fichier", source: "file", url: null })),
    );
    expect(none.fieldErrors?.file?.key).toBe("validation.required");
    const link = await clientError(teacher.resources.create(form({ title: "Lien vide", url: "" })));
    expect(link.fieldErrors?.url?.key).toBe("validation.required");
    const mainPage = await clientError(
      teacher.resources.create(form({ title: "Pour la page", audience: "PARENTS", onMainPage: true })),
    );
    expect(mainPage.fieldErrors?.onMainPage?.key).toBe("resources.mainPageForEveryone");
  });

  it("refuses a 1 MB ZIP bomb (its mimetype inflates to 1 GiB) on the file field with the type message, at once", async () => {
    const teacher = await callerAs("TEACHER");
    const start = performance.now();
    const bomb = await clientError(
      teacher.resources.create(
        form({ title: "Bombe", source: "file", url: null }, { name: "cours.odt", bytes: zipBomb() }),
      ),
    );
    expect(bomb.fieldErrors?.file).toEqual({ key: "validation.fileFormat", values: { file: "cours.odt" } });
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it("refuses a class of another school on its field", async () => {
    const foreign = await db.schoolClass.findFirst({ where: { schoolId: { not: schoolId } }, select: { id: true } });
    if (!foreign) return;
    const refused = await clientError(
      (await callerAs("ADMIN")).resources.create(form({ title: "Ailleurs", audience: "CLASS", classId: foreign.id })),
    );
    expect(refused.fieldErrors?.classId?.key).toBe("validation.required");
  });
});

describe("deleting", () => {
  it("is the author's or an administrator's; a parent cannot", async () => {
    const teacher = await callerAs("TEACHER");
    const { id } = await teacher.resources.create(form({ title: "À supprimer" }));
    expect((await clientError((await callerAs("PARENT")).resources.delete({ id }))).code).toBe("FORBIDDEN");
    const byAdmin = await (await callerAs("ADMIN")).resources.create(form({ title: "De l'administration" }));
    expect((await clientError(teacher.resources.delete({ id: byAdmin.id }))).code).toBe("FORBIDDEN");
    const listed = (await teacher.resources.list({ schoolId })).items;
    expect(listed.find((r) => r.id === id)?.canDelete).toBe(true);
    expect(listed.find((r) => r.id === byAdmin.id)?.canDelete).toBe(false);
    expect(await teacher.resources.delete({ id })).toEqual({ id });
    expect(await db.resource.count({ where: { id } })).toBe(0);
  });
});
