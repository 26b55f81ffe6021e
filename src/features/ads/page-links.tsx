"use client";

import { Center } from "@mantine/core";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useT } from "~/i18n/client";
import { LabelledPagination } from "~/features/ui/pagination";

/** Page numbers kept in the URL (?page=), with every other filter, so a result page can be shared. */
export function PageLinks({ total, pageSize, page }: { total: number; pageSize: number; page: number }) {
  const t = useT();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const go = (next: number) => {
    const query = new URLSearchParams(params.toString());
    if (next === 1) query.delete("page");
    else query.set("page", String(next));
    router.push(`${pathname}?${query.toString()}`);
  };
  return (
    <Center mt="xl" component="nav" aria-label={t("pagination.label")}>
      <LabelledPagination total={pages} value={page} onChange={go} withEdges={pages > 5} />
    </Center>
  );
}
