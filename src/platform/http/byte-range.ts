/**
 * A request's single byte range ("bytes=0-1023", "bytes=500-", "bytes=-500") over a body of `size` bytes: the range,
 * null to send the whole body (no header, several ranges, or one we do not understand), or "unsatisfiable" (416).
 */
export function byteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | null | "unsatisfiable" {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
