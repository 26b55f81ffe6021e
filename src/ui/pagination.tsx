"use client";

import { Pagination, type PaginationProps } from "@mantine/core";
import { useT } from "~/i18n/client";

/** Mantine's Pagination with a name on its arrow buttons (they show only an icon). */
export function LabelledPagination(props: PaginationProps) {
  const t = useT();
  return <Pagination {...props} getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })} />;
}
