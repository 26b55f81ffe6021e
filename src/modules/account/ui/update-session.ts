import { getCsrfToken } from "next-auth/react";

/**
 * `useSession().update(data)` without a SessionProvider on every page: the same POST to next-auth's session
 * endpoint (its jwt callback receives `data` as the update), and like next-auth it resolves to null on a failure.
 */
export async function updateSession(data: Record<string, unknown>): Promise<unknown> {
  try {
    const response = await fetch("/api/auth/session", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ csrfToken: await getCsrfToken(), data }),
    });
    if (!response.ok) return null;
    const session: unknown = await response.json();
    return session && typeof session === "object" && Object.keys(session).length > 0 ? session : null;
  } catch {
    return null;
  }
}
