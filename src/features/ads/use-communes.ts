"use client";

import { useEffect, useState } from "react";
import { useLocale } from "~/i18n/client";
import type { Locale } from "~/i18n/config";
import { lazyTrpc } from "~/trpc/lazy";
import { placeName } from "./labels";

export interface WilayaOption {
  code: string;
  nameFr: string;
  nameAr: string;
}

type Commune = { code: string; nameFr: string; nameAr: string };

/** Select options for wilayas ("16 · Alger") and for the communes of one wilaya, loaded when it is chosen. */
export function useWilayaOptions(wilayas: WilayaOption[]) {
  const locale = useLocale();
  return wilayas.map((w) => ({ value: w.code, label: `${w.code} · ${placeName(w, locale)}` }));
}

// reference data: each wilaya's communes are asked for once per visit
const communesOf = new Map<string, Promise<Commune[]>>();

function loadCommunes(wilayaCode: string, locale: Locale) {
  let communes = communesOf.get(wilayaCode);
  if (!communes) {
    communes = lazyTrpc(locale).then((trpc) => trpc.reference.communes.query({ wilayaCode }));
    // a failed request is asked again the next time the wilaya is chosen
    communes.catch(() => communesOf.delete(wilayaCode));
    communesOf.set(wilayaCode, communes);
  }
  return communes;
}

/**
 * The communes of the chosen wilaya, through the lazily loaded tRPC client: the board, a public page, carries no
 * react-query and no tRPC client until a wilaya is chosen.
 */
export function useCommuneOptions(wilayaCode: string | null | undefined) {
  const locale = useLocale();
  const code = wilayaCode && /^\d{2}$/.test(wilayaCode) ? wilayaCode : null;
  const [loaded, setLoaded] = useState<{ code: string; communes: Commune[] } | null>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    loadCommunes(code, locale).then(
      (communes) => current && setLoaded({ code, communes }),
      () => current && setLoaded({ code, communes: [] }),
    );
    return () => {
      current = false;
    };
  }, [code, locale]);
  const communes = code && loaded?.code === code ? loaded.communes : [];
  const options = communes
    .map((c) => ({ value: c.code, label: placeName(c, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return { options, loading: !!code && loaded?.code !== code };
}
