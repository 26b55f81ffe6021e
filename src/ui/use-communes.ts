"use client";

import { useEffect, useState } from "react";
import { useLocale } from "~/i18n/client";
import type { Locale } from "~/i18n/config";
import { lazyTrpc } from "~/ui/trpc/lazy";
import { placeName } from "../modules/ads/ui/labels";

export interface WilayaOption {
  code: string;
  nameFr: string;
  nameAr: string;
}

export type Commune = { code: string; nameFr: string; nameAr: string };

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
 * react-query and no tRPC client until a wilaya is chosen. `initial`: a wilaya's communes the server already read
 * (the stored wilaya of a form), shown at once and not asked for again.
 */
export function useCommunes(
  wilayaCode: string | null | undefined,
  initial?: { wilayaCode: string; communes: Commune[] },
) {
  const locale = useLocale();
  const code = wilayaCode && /^\d{2}$/.test(wilayaCode) ? wilayaCode : null;
  const [loaded, setLoaded] = useState<{ code: string; communes: Commune[] } | null>(() => {
    if (!initial) return null;
    if (!communesOf.has(initial.wilayaCode)) communesOf.set(initial.wilayaCode, Promise.resolve(initial.communes));
    return { code: initial.wilayaCode, communes: initial.communes };
  });
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
  return { communes, loading: !!code && loaded?.code !== code };
}

/** Select options for the communes of the chosen wilaya (useCommunes), in the reader's alphabetical order. */
export function useCommuneOptions(wilayaCode: string | null | undefined) {
  const locale = useLocale();
  const { communes, loading } = useCommunes(wilayaCode);
  const options = communes
    .map((c) => ({ value: c.code, label: placeName(c, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return { options, loading };
}
