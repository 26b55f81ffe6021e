/** The client address for rate limits: the first hop of x-forwarded-for (set by our proxy), else x-real-ip. */
export function clientIp(header: (name: string) => string | string[] | null | undefined): string {
  const first = (name: string) => {
    const value = header(name);
    return (Array.isArray(value) ? value[0] : value) ?? undefined;
  };
  return first("x-forwarded-for")?.split(",")[0]?.trim() || first("x-real-ip") || "unknown";
}
