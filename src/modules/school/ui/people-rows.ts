import "server-only";
import { formatPhoneNational } from "~/lib/phone";
import type { Sort } from "./people-screens";

const SORTS: readonly Sort[] = ["name", "-name", "createdAt", "-createdAt"];

/** The page in the address, kept within what the database takes as an offset (?page=1e300 is an empty page, not an error). */
export const listPage = (page: number) => Math.min(page, 1_000_000);

/** The sort in the address (?sort=), by name when absent or unknown. */
export const listSort = (value: string | undefined): Sort => SORTS.find((s) => s === value) ?? "name";

/** How the staff lists show a person's ways of being reached: e-mail · phone as people write it · login identifier. */
export const contactLine = (user: { email: string | null; phone: string | null; username?: string | null }) =>
  [user.email, user.phone && formatPhoneNational(user.phone), user.username].filter(Boolean).join(" · ");
