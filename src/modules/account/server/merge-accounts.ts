import type { Prisma } from "~/platform/db/generated/client";
import { AppError } from "~/platform/errors";
import { PERSON_PAGES, publicPagesChanged } from "~/platform/public-pages";

/**
 * What a login is made of: the placeholder's own credentials, sessions and devices never pass to the account it is
 * merged into (whoever held the placeholder's printed slip must not end up signed in as the owner).
 */
const DROPPED = new Set([
  "OAuthAccount",
  "PasswordResetToken",
  "LoginSession",
  "OAuthLinkRequest",
  "EmailChangeRequest",
  "PushDevice",
  "SchoolInvitation",
  "FamilyCode",
]);

/**
 * Rows that only say "this person is linked to that": when the owner already has the same row (the same role in the
 * same school, the same child, the same like), the placeholder's copy is dropped. A duplicate anywhere else (a
 * second student record in one school) is a conflict the person must have resolved by the school first.
 */
const LINKS = new Set([
  "UserRole",
  "ParentLink",
  "AdLike",
  "ConversationMember",
  "MessageReport",
  "ParentBlock",
  "Consent",
  "AccessLog",
]);

interface ForeignKey {
  table: string;
  column: string;
  /** the other columns of each unique index the column is part of */
  uniques: string[][];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every column of the database that references "User"(id), with the unique indexes it is part of. */
async function userForeignKeys(tx: Prisma.TransactionClient): Promise<ForeignKey[]> {
  const rows = await tx.$queryRaw<{ table: string; column: string; uniques: string[][] | null }[]>`
    SELECT cl.relname AS "table", a.attname AS "column",
      (SELECT json_agg(others) FROM (
         SELECT (SELECT coalesce(json_agg(oa.attname), '[]'::json) FROM pg_attribute oa
                 WHERE oa.attrelid = i.indrelid AND oa.attnum = ANY(i.indkey) AND oa.attnum <> a.attnum) AS others
         FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indisunique AND a.attnum = ANY(i.indkey)
       ) u) AS uniques
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = '"User"'::regclass`;
  return rows.map((r) => ({ table: r.table, column: r.column, uniques: r.uniques ?? [] }));
}

/**
 * Moves everything that references the account `fromId` to the account `intoId`, then deletes `fromId`: used when
 * the owner of an address accepts the place a school gave its placeholder account (school/person-account.ts). The
 * list of references is read from the database's own foreign keys, so a table added later is merged too (or, if it
 * holds a login, must be added to DROPPED — merge-accounts.test.ts fails on a new user-referencing table until it is
 * classified). Runs inside the caller's transaction.
 */
export async function mergeAccounts(tx: Prisma.TransactionClient, fromId: string, intoId: string) {
  if (fromId === intoId) return;
  // the ads, comments and likes it held change hands (and name): told once the accepting action is over
  publicPagesChanged(PERSON_PAGES);
  for (const fk of await userForeignKeys(tx)) {
    const table = quote(fk.table);
    const column = quote(fk.column);
    if (DROPPED.has(fk.table)) {
      await tx.$executeRawUnsafe(`DELETE FROM ${table} WHERE ${column} = $1`, fromId);
      continue;
    }
    for (const others of fk.uniques) {
      const same = others.map((o) => `o.${quote(o)} IS NOT DISTINCT FROM p.${quote(o)}`).join(" AND ");
      const clash = `p.${column} = $1 AND EXISTS (SELECT 1 FROM ${table} o WHERE o.${column} = $2${same ? ` AND ${same}` : ""})`;
      if (LINKS.has(fk.table)) {
        await tx.$executeRawUnsafe(`DELETE FROM ${table} p WHERE ${clash}`, fromId, intoId);
      } else {
        const [row] = await tx.$queryRawUnsafe<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM ${table} p WHERE ${clash}`,
          fromId,
          intoId,
        );
        if (row && row.count > 0) throw new AppError("CONFLICT", "invitations.alreadyThere");
      }
    }
    await tx.$executeRawUnsafe(`UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`, fromId, intoId);
  }
  // a custody decision "no access" the owner is under stands: a placeholder's link to that child does not bring it back
  await tx.$executeRaw`DELETE FROM "ParentLink" pl USING "ParentBlock" pb WHERE pl."parentId" = ${intoId} AND pb."parentId" = pl."parentId" AND pb."studentId" = pl."studentId"`;
  await tx.user.delete({ where: { id: fromId } });
}

/** For the test that keeps DROPPED and LINKS honest. */
export const mergeClasses = { DROPPED, LINKS, userForeignKeys };
