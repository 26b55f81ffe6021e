import { LIST_PAGE_SIZE } from "~/modules/school/schemas/school";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { forbidden } from "~/platform/errors";
import { orderBy, userSearch, type ListInput } from "./people-search";
import { shownContact } from "./person-account";
import { administers, isTeacherIn } from "./scope";

export async function listTeachers(db: Db, actor: Actor, input: ListInput) {
  if (!administers(actor, input.schoolId) && !isTeacherIn(actor, input.schoolId)) throw forbidden();
  const where = {
    roles: { some: { schoolId: input.schoolId, role: { key: "TEACHER" } } },
    ...userSearch(input.search),
  };
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: orderBy(input.sort) as Prisma.UserOrderByWithRelationInput,
      skip: (input.page - 1) * LIST_PAGE_SIZE,
      take: LIST_PAGE_SIZE,
      select: {
        id: true,
        name: true,
        email: true,
        phone: true,
        contactEmail: true,
        contactPhone: true,
        createdAt: true,
        teaching: {
          where: { class: { schoolId: input.schoolId, schoolYear: { isCurrent: true } } },
          select: {
            class: { select: { name: true, slug: true } },
            subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
          },
        },
      },
    }),
  ]);
  return { total, rows: rows.map(shownContact) };
}
