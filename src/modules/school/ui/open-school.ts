"use client";

import { useRouter } from "next/navigation";
import { useLocale } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { ACTIVE_SCHOOL_COOKIE } from "~/lib/active-school";

/** Makes `slug` the school the school screens show (read by the server on the next request). */
export function useOpenSchool() {
  const router = useRouter();
  const locale = useLocale();
  return (slug: string) => {
    document.cookie = `${ACTIVE_SCHOOL_COOKIE}=${encodeURIComponent(slug)}; path=/; max-age=${365 * 86400}; samesite=lax`;
    router.push(localizedPath(locale, "/dashboard"));
    router.refresh();
  };
}
