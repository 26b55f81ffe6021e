import { Suspense } from "react";
import type { Locale } from "~/i18n/config";
import { getIntl, t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { Para } from "~/ui/prose";
import { placeName } from "./labels";

/**
 * The board's good news (issue 33): how many ads ended with the item back with its owner, and where most did (the
 * five wilayas with the most). Streamed after the page's frame; nothing shows before the first return.
 */
export function ReturnedCount({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <Returned locale={locale} />
    </Suspense>
  );
}

async function Returned({ locale }: { locale: Locale }) {
  const { total, wilayas } = await (await api()).ads.returned();
  if (total === 0) return null;
  const intl = getIntl(locale);
  const top = intl.formatList(
    wilayas.slice(0, 5).map((w) => `${placeName(w, locale)} ${intl.formatNumber(w.count)}`),
    { type: "unit", style: "narrow" },
  );
  return (
    <Para size="sm" testId="returned-count">
      {t(locale, "ads.board.returned", { count: total, top })}
    </Para>
  );
}
