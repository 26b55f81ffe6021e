import type { Db } from "~/platform/db";
import { publicPagesChanged } from "~/platform/public-pages";

/**
 * A school's public page (/school/{slug}: its public fields, public events, main-page resources) changed: dropped
 * from the page cache, at its former addresses too.
 */
export async function schoolPageChanged(db: Db, schoolId: string, ...formerSlugs: string[]): Promise<void> {
  const school = await db.school.findUnique({ where: { id: schoolId }, select: { slug: true } });
  publicPagesChanged(
    [...new Set([...formerSlugs, ...(school ? [school.slug] : [])])].map((slug) => `school:${slug}` as const),
  );
}
