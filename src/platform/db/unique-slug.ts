import { uniqueSlug } from "~/lib/slug";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";

type Tx = Db | Prisma.TransactionClient;

/** A unique slug is tried this many times (a fresh random tail each time) before the error is let through. */
const SLUG_ATTEMPTS = 5;

/** Is this the database refusing a duplicate slug (P2002 on a `slug` column)? */
function isSlugCollision(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  // Prisma names the columns in meta.target with its own engine, in the driver adapter's error with ours
  const meta = error.meta as
    { target?: unknown; driverAdapterError?: { cause?: { constraint?: unknown } } } | undefined;
  return (
    /slug/i.test(JSON.stringify([meta?.target ?? null, meta?.driverAdapterError?.cause?.constraint ?? null])) ||
    /`slug`/.test(error.message)
  );
}

/** Prisma's interactive-transaction client lacks $connect (its "ITX deny list"); the full client has it. */
const inTransaction = (db: Tx) => typeof (db as { $connect?: unknown }).$connect !== "function";

/**
 * Writes a row whose slug is `text` plus a random tail, retrying with a new tail when the slug is already taken
 * (a collision used to surface as a 500). Inside a transaction the attempt runs under a savepoint, since
 * PostgreSQL aborts the whole transaction on the failed insert otherwise (plain SQL savepoints: Prisma's nested
 * $transaction needs the adapter's createSavepoint, which pglite-prisma-adapter does not implement).
 */
export async function withFreshSlug<T>(
  db: Tx,
  text: string,
  fallback: string,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  const savepoints = inTransaction(db);
  for (let attempt = 1; ; attempt++) {
    const slug = uniqueSlug(text, fallback);
    if (savepoints) await db.$executeRawUnsafe("SAVEPOINT fresh_slug");
    try {
      const result = await write(slug);
      if (savepoints) await db.$executeRawUnsafe("RELEASE SAVEPOINT fresh_slug");
      return result;
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isSlugCollision(error)) throw error;
      if (savepoints) await db.$executeRawUnsafe("ROLLBACK TO SAVEPOINT fresh_slug");
    }
  }
}
