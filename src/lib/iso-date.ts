/** A date as the day "YYYY-MM-DD" the date fields and schemas use ("" for none); apart from the zod schemas. */
export const isoDate = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : "");
