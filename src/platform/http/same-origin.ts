/**
 * Whether a state-changing request comes from another site (CSRF). Browsers mark every request with
 * Sec-Fetch-Site; older ones still send Origin on every cross-origin POST. A request with neither is not a
 * browser's (a server-side caller, a script) and carries no ambient cookies an attacker could ride on.
 */
export function isCrossSiteRequest(headers: Headers, siteOrigin: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site !== "same-origin";
  const origin = headers.get("origin");
  if (origin) return origin !== siteOrigin;
  return false;
}
