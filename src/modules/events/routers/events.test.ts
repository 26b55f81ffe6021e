import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TEventValues } from "~/modules/events/schemas";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";

/**
 * Events through the procedures, on the real database: who writes them ('article.*' in the school), who sees them
 * (the audience, public ones for everyone), the announcement to the audience, the form's refusals per field.
 */
let schoolId: string;
let classA: string;
let parentA: string;
let parentB: string;
let studentA: string;

async function jpeg(): Promise<{ name: string; bytes: Buffer }> {
  return {
    name: "photo.jpg",
    bytes: await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer(),
  };
}

function eventForm(fields: Partial<TEventValues>, photos: { name: string; bytes: Buffer }[] = []): FormData {
  const form = new FormData();
  form.set(
    "fields",
    JSON.stringify({
      schoolId,
      title: "Sortie au musée",
      startDate: "2030-03-12",
      startTime: "09:00",
      audience: "SCHOOL",
      ...fields,
    }),
  );
  for (const p of photos) form.append("photos", new File([new Uint8Array(p.bytes)], p.name, { type: "image/jpeg" }));
  return form;
}

const inList = (
  list: { upcoming: { slug: string }[]; past: { slug: string }[]; inMonth: { slug: string }[] },
  slug: string,
) => [...list.upcoming, ...list.past, ...list.inMonth].some((e) => e.slug === slug);

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  classA = (await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM1" }, select: { id: true } })).id;
  parentA = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  studentA = (await db.user.findUniqueOrThrow({ where: { email: "student@wasla.dz" } })).id;
  // a parent whose children are all in another class (4AM2)
  const other = await db.parentLink.findFirstOrThrow({
    where: {
      student: { schoolId, enrollments: { some: { class: { name: "4AM2" } } } },
      parent: { children: { every: { student: { enrollments: { none: { classId: classA } } } } } },
    },
    select: { parentId: true },
  });
  parentB = other.parentId;
});

describe("who writes", () => {
  it("a teacher (no 'article.create') and a visitor cannot create; the admin can", async () => {
    expect(await clientError((await callerAs("TEACHER")).events.save(eventForm({})))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await clientError((await callerAs(null)).events.save(eventForm({})))).toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await clientError((await callerAs("TEACHER")).events.list({ schoolId }))).toMatchObject({
      code: "FORBIDDEN",
    });
    const { slug } = await (await callerAs("ADMIN")).events.save(eventForm({ title: "Réunion des parents" }));
    expect(slug).toMatch(/^reunion-des-parents-[0-9a-z]{5}$/);
    expect((await (await callerAs("ADMIN")).events.list({ schoolId })).some((e) => e.slug === slug)).toBe(true);
  });

  it("an event is gated by its slug (Arabic, longer than an id): edited, cancelled and deleted by its school's staff; an unknown slug is not found", async () => {
    const admin = await callerAs("ADMIN");
    const { slug } = await admin.events.save(eventForm({ title: "حفل نهاية السنة الدراسية للتلاميذ وأوليائهم" }));
    expect(slug.length).toBeGreaterThan(40);
    // the edit takes the event's school ('article.edit' there), whatever school the form names
    expect(await admin.events.save(eventForm({ slug, title: "حفل نهاية السنة" }))).toEqual({ slug });
    expect((await db.schoolEvent.findUniqueOrThrow({ where: { slug } })).title).toBe("حفل نهاية السنة");
    const teacher = await callerAs("TEACHER");
    expect(await clientError(teacher.events.save(eventForm({ slug, title: "Autre" })))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await clientError(teacher.events.cancel({ slug }))).toMatchObject({ code: "FORBIDDEN" });
    await admin.events.cancel({ slug, cancelled: true });
    expect((await db.schoolEvent.findUniqueOrThrow({ where: { slug } })).cancelledAt).toBeInstanceOf(Date);
    await admin.events.delete({ slug });
    for (const call of [
      admin.events.save(eventForm({ slug })),
      admin.events.cancel({ slug }),
      admin.events.delete({ slug }),
    ]) {
      expect(await clientError(call)).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});

describe("who sees", () => {
  let classEvent: string;
  let publicEvent: string;

  beforeAll(async () => {
    const admin = await callerAs("ADMIN");
    classEvent = (
      await admin.events.save(
        eventForm({ title: "Sortie de la 4AM1", audience: "CLASS", classId: classA, announce: true }, [await jpeg()]),
      )
    ).slug;
    publicEvent = (
      await admin.events.save(
        eventForm({
          title: "Kermesse",
          isPublic: true,
          allDay: true,
          startTime: "",
          startDate: "2030-03-20",
          endDate: "2030-03-21",
        }),
      )
    ).slug;
  });

  it("a parent of the class sees its members-only event; a parent of another class never does", async () => {
    const a = await callerForUser(parentA);
    expect(inList(await a.events.visible({ schoolId, month: "2030-03" }), classEvent)).toBe(true);
    const page = await a.events.bySlug({ slug: classEvent });
    expect(page).toMatchObject({ title: "Sortie de la 4AM1", canEdit: false, isPublic: false });
    expect(page.photos).toHaveLength(1);

    const b = await callerForUser(parentB);
    expect(inList(await b.events.visible({ schoolId, month: "2030-03" }), classEvent)).toBe(false);
    expect(inList(await b.events.visible({ schoolId, month: "2030-03" }), publicEvent)).toBe(true);
    expect(await clientError(b.events.bySlug({ slug: classEvent }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("a visitor sees only public events, with or without a school", async () => {
    const visitor = await callerAs(null);
    for (const input of [{ schoolId, month: "2030-03" }, { month: "2030-03" }]) {
      const list = await visitor.events.visible(input);
      expect(inList(list, publicEvent)).toBe(true);
      expect([...list.upcoming, ...list.past, ...list.inMonth].every((e) => e.isPublic)).toBe(true);
    }
    expect(await clientError(visitor.events.bySlug({ slug: classEvent }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await visitor.events.bySlug({ slug: publicEvent })).toMatchObject({ title: "Kermesse", allDay: true });
    // a member of the board only, no school: the same as a visitor
    expect(await clientError((await callerAs("MEMBER")).events.bySlug({ slug: classEvent }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("announcing a new event tells its audience once (the school's rules), and an edit tells no one again", async () => {
    const mine = (userId: string) =>
      db.notification.findMany({ where: { userId, kind: "event.published", url: `/event/${classEvent}` } });
    expect(await mine(parentA)).toHaveLength(1);
    expect((await mine(parentA))[0]!.params).toEqual({ title: "Sortie de la 4AM1", date: "2030-03-12" });
    expect(await mine(studentA)).toHaveLength(1);
    expect(await mine(parentB)).toHaveLength(0);
    const admin = await callerAs("ADMIN");
    const photoId = (await admin.events.bySlug({ slug: classEvent })).photos[0]!.id;
    await admin.events.save(
      eventForm({
        slug: classEvent,
        title: "Sortie de la 4AM1 (horaire changé)",
        startTime: "10:00",
        audience: "CLASS",
        classId: classA,
        announce: true,
        keepPhotoIds: [photoId],
      }),
    );
    expect(await mine(parentA)).toHaveLength(1);
    const edited = await admin.events.bySlug({ slug: classEvent });
    expect(edited.photos.map((p) => p.id)).toEqual([photoId]);
    expect(edited.startsAt.toISOString()).toBe("2030-03-12T09:00:00.000Z");
  });

  it("a cancelled event stays listed for its audience, marked; a deleted one is gone", async () => {
    const admin = await callerAs("ADMIN");
    await admin.events.cancel({ slug: classEvent, cancelled: true });
    const seen = (await (await callerForUser(parentA)).events.visible({ schoolId, month: "2030-03" })).upcoming.find(
      (e) => e.slug === classEvent,
    );
    expect(seen?.cancelledAt).toBeInstanceOf(Date);
    expect(await clientError((await callerAs("TEACHER")).events.delete({ slug: classEvent }))).toMatchObject({
      code: "FORBIDDEN",
    });
    await admin.events.delete({ slug: classEvent });
    expect(await clientError(admin.events.bySlug({ slug: classEvent }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await db.eventPhoto.count({ where: { event: { slug: classEvent } } })).toBe(0);
  });
});

describe("the form's refusals, per field", () => {
  it("an end before the start, on the end field; a missing class; a title too long", async () => {
    const admin = await callerAs("ADMIN");
    expect((await clientError(admin.events.save(eventForm({ endTime: "08:00" })))).fieldErrors).toEqual({
      endTime: { key: "validation.endAfterStart" },
    });
    expect(
      (await clientError(admin.events.save(eventForm({ allDay: true, startTime: "", endDate: "2030-03-01" }))))
        .fieldErrors,
    ).toEqual({
      endDate: { key: "validation.endDateAfterStart" },
    });
    expect((await clientError(admin.events.save(eventForm({ audience: "CLASS" })))).fieldErrors).toEqual({
      classId: { key: "validation.required" },
    });
    expect(
      (await clientError(admin.events.save(eventForm({ title: "x".repeat(121), startTime: "" })))).fieldErrors,
    ).toEqual({
      title: { key: "validation.maxLength", values: { count: 120 } },
      startTime: { key: "validation.required" },
    });
  });

  it("photos: the board's messages (not an image, more than 6)", async () => {
    const admin = await callerAs("ADMIN");
    const text = { name: "notes.jpg", bytes: Buffer.from("not an image at all") };
    expect((await clientError(admin.events.save(eventForm({}, [text])))).fieldErrors).toEqual({
      photos: { key: "validation.notImage", values: { file: "notes.jpg" } },
    });
    const seven = await Promise.all(Array.from({ length: 7 }, jpeg));
    expect((await clientError(admin.events.save(eventForm({}, seven)))).fieldErrors).toEqual({
      photos: { key: "validation.maxImages", values: { count: 6 } },
    });
  });
});
