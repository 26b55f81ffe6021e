/**
 * The list state a server-rendered screen reads from its address (see useUrlSearch): `q` (trimmed, absent when
 * blank) and `page` (1 when absent or not a number).
 */
export function listParams(query: Record<string, string | string[] | undefined>) {
  const one = (key: string) => (typeof query[key] === "string" ? (query[key] as string) : undefined);
  const q = one("q")?.trim() || undefined;
  const page = Math.max(1, Math.floor(Number(one("page"))) || 1);
  return { q, page, one };
}
