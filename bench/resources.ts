// Resources at the size of a large school (the 1,000 students and 30 classes of bench/school.ts): 600 resources
// for the school, its levels, its classes, the parents and the staff; a parent of one student reads the first page
// of /resources and a filtered one (goal: p95 ≤ 30 ms).
import { loadActor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { listResources } from "~/modules/resources/server/list-resources";
import { grantRole } from "~/modules/users/server/grant-role";

type Measure = (name: string, runs: number, fn: () => Promise<unknown>) => Promise<void>;

export async function benchResources(db: Db, measure: Measure) {
  const school = await db.school.findUniqueOrThrow({ where: { slug: "lycee-de-mesure" }, select: { id: true } });
  const classes = await db.schoolClass.findMany({
    where: { schoolId: school.id },
    select: { id: true, levelId: true },
  });
  const author = await db.user.findFirstOrThrow({ where: { email: "superadmin@wasla.dz" }, select: { id: true } });
  const audiences = ["SCHOOL", "LEVEL", "CLASS", "PARENTS", "STUDENTS", "STAFF"] as const;
  await db.resource.createMany({
    data: Array.from({ length: 600 }, (_, i) => {
      const audience = audiences[i % audiences.length]!;
      const cls = classes[i % classes.length]!;
      return {
        schoolId: school.id,
        title: `Ressource ${i}`,
        kind: i % 3 ? ("EDUCATIONAL" as const) : ("ADMINISTRATIVE" as const),
        audience,
        levelId: audience === "LEVEL" ? cls.levelId : null,
        classId: audience === "CLASS" ? cls.id : null,
        url: `https://example.org/r/${i}`,
        publishedById: author.id,
        createdAt: new Date(Date.UTC(2026, 8, 1) + i * 3_600_000),
      };
    }),
  });
  const student = await db.student.findFirstOrThrow({
    where: { schoolId: school.id, enrollments: { some: {} } },
    select: { id: true },
  });
  const parent = await db.user.create({
    data: { name: "Parent de mesure", email: "bench-resources-parent@wasla.test", slug: "bench-resources-parent" },
    select: { id: true },
  });
  await db.parentLink.create({ data: { parentId: parent.id, studentId: student.id } });
  await grantRole(db, { userId: parent.id, role: "PARENT", schoolId: school.id });
  const actor = (await loadActor(db, parent.id))!;
  const first = await listResources(db, actor, { schoolId: school.id });
  console.log(
    `\nResources: 600 in the school; a parent of one student sees ${first.items.length}${first.nextCursor ? "+" : ""} on the first page`,
  );
  await measure("resources.list, a parent, first page", 200, () => listResources(db, actor, { schoolId: school.id }));
  await measure("resources.list, a parent, educational only", 200, () =>
    listResources(db, actor, { schoolId: school.id, kind: "EDUCATIONAL" }),
  );
}
