/**
 * The list state a server-rendered screen reads from its address (see useUrlSearch): `q` (trimmed, absent when
 * blank) and `page` (a whole number from 1 to 1,000,000: 1 when absent or not a number, so that ?page=1.05 or
 * ?page=1e400 give a page, never an offset the database refuses).
 */
export function listParams(query: Record<string, string | string[] | undefined>) {
  const one = (key: string) => (typeof query[key] === "string" ? (query[key] as string) : undefined);
  const q = one("q")?.trim() || undefined;
  const page = Math.min(1_000_000, Math.max(1, Math.floor(Number(one("page"))) || 1));
  return { q, page, one };
}
