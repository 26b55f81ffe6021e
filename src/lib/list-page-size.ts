/** Rows a staff list shows per page (the shared list, src/ui/list.tsx, and the services that page). */
export const LIST_PAGE_SIZE = 25;
