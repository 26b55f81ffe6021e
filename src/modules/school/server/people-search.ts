import type { z } from "zod";
import type { ZListInput } from "~/modules/school/schemas/school";

/** What the lists of teachers and students share: their input, sort and search over an account's names and contacts. */

export type ListInput = z.output<typeof ZListInput>;

export const orderBy = (sort: ListInput["sort"]) =>
  sort.endsWith("createdAt")
    ? { createdAt: sort.startsWith("-") ? "desc" : "asc" }
    : { name: sort.startsWith("-") ? "desc" : "asc" };

export const userSearch = (search?: string) =>
  search
    ? {
        OR: [
          { name: { contains: search, mode: "insensitive" as const } },
          { email: { contains: search, mode: "insensitive" as const } },
          { phone: { contains: search.replace(/\s/g, "") } },
          { contactEmail: { contains: search, mode: "insensitive" as const } },
          { contactPhone: { contains: search.replace(/\s/g, "") } },
          { username: { contains: search.toLowerCase() } },
        ],
      }
    : {};
