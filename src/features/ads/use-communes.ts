"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "~/i18n/client";
import { useTRPC } from "~/trpc/react";
import { placeName } from "./labels";

export interface WilayaOption {
  code: string;
  nameFr: string;
  nameAr: string;
}

/** Select options for wilayas ("16 · Alger") and for the communes of one wilaya, loaded when it is chosen. */
export function useWilayaOptions(wilayas: WilayaOption[]) {
  const locale = useLocale();
  return wilayas.map((w) => ({ value: w.code, label: `${w.code} · ${placeName(w, locale)}` }));
}

export function useCommuneOptions(wilayaCode: string | null | undefined) {
  const trpc = useTRPC();
  const locale = useLocale();
  const query = useQuery({
    ...trpc.reference.communes.queryOptions({ wilayaCode: wilayaCode ?? "" }),
    enabled: !!wilayaCode && /^\d{2}$/.test(wilayaCode),
    staleTime: Infinity,
  });
  const options = (query.data ?? [])
    .map((c) => ({ value: c.code, label: placeName(c, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return { options, loading: query.isFetching };
}
