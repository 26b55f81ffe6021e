import type { Prisma } from "~/platform/db/generated/client";
import { AppError } from "~/platform/errors";
import { foreignKeysTo, quote, STUDENT_COLUMNS, USER_COLUMNS } from "./personal-tables";
import { PERSON_PAGES, publicPagesChanged } from "~/platform/public-pages";

/** The name an erased account keeps when nothing the law keeps points to it. */
export const ERASED_NAME = "—";

/**
 * Erases a person (issue 34) inside the caller's transaction, following personal-tables.ts column by column: what
 * the school must keep (report cards, attendance, payments, issued papers) and the logs kept by rule stay, pointing
 * to an account row with no contact, login, picture or public page left — and the person's name only when such a
 * kept record needs it (a report card prints its pupil's name); the rest goes or is detached from them. Returns the
 * storage keys of the photos to remove once the transaction has committed.
 */
export async function erasePerson(
  tx: Prisma.TransactionClient,
  userId: string,
  now = new Date(),
): Promise<{ files: string[] }> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, image: true } });
  if (!user) throw new AppError("NOT_FOUND", "errors.notFound");
  const photos = await tx.adPhoto.findMany({
    where: { ad: { authorId: userId } },
    select: { thumbKey: true, displayKey: true },
  });
  const files = [
    ...photos.flatMap((p) => [p.thumbKey, p.displayKey]),
    ...(user.image && !/^https?:/.test(user.image) ? [user.image] : []),
  ];
  // their ads, comments, name and photo leave the public pages (told once the deciding action is over)
  publicPagesChanged(PERSON_PAGES);

  const students = (await tx.student.findMany({ where: { userId }, select: { id: true } })).map((s) => s.id);
  if (students.length) {
    for (const fk of await foreignKeysTo(tx, "Student")) {
      const rule = STUDENT_COLUMNS[`${fk.table}.${fk.column}`];
      if (!rule) throw new Error(`erasePerson: ${fk.table}.${fk.column} is not classified (personal-tables.ts)`);
      if (rule.erase === "delete")
        await tx.$executeRawUnsafe(
          `DELETE FROM ${quote(fk.table)} WHERE ${quote(fk.column)} = ANY($1::text[])`,
          students,
        );
    }
  }
  let kept = students.length > 0;
  for (const fk of await foreignKeysTo(tx, "User")) {
    const rule = USER_COLUMNS[`${fk.table}.${fk.column}`];
    if (!rule) throw new Error(`erasePerson: ${fk.table}.${fk.column} is not classified (personal-tables.ts)`);
    const table = quote(fk.table);
    const column = quote(fk.column);
    if (rule.erase === "delete") await tx.$executeRawUnsafe(`DELETE FROM ${table} WHERE ${column} = $1`, userId);
    else if (rule.erase === "detach")
      await tx.$executeRawUnsafe(`UPDATE ${table} SET ${column} = NULL WHERE ${column} = $1`, userId);
    else if (!kept && fk.table !== "AccessLog" && fk.table !== "AuditLog" && fk.table !== "DataRequest") {
      const [row] = await tx.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
        userId,
      );
      kept = (row?.n ?? 0) > 0;
    }
  }
  await tx.$executeRaw`
    UPDATE "User" SET
      "name" = CASE WHEN ${kept} THEN "name" ELSE ${ERASED_NAME} END,
      "email" = NULL, "phone" = NULL, "username" = NULL, "passwordHash" = NULL, "image" = NULL,
      "contactEmail" = NULL, "contactPhone" = NULL, "emailVerifiedAt" = NULL, "phoneBouncedAt" = NULL,
      "slug" = 'efface-' || "id", "sessionVersion" = "sessionVersion" + 1, "erasedAt" = ${now}, "suspendedAt" = ${now},
      "refusesInvitations" = true
    WHERE "id" = ${userId}`;
  return { files };
}
