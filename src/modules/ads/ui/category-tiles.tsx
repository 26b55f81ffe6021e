import Link from "next/link";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { CategoryWithCount } from "~/modules/ads/server/board";
import css from "./category-tiles.module.css";
import { adPaths, categoryName } from "./labels";

/** One card per category with its number of published ads, in the reader's language: server-rendered, no JavaScript.
 * One column on a phone, two from 36em, `columns` from 62em. */
export function CategoryTiles({
  locale,
  categories,
  columns = 3,
}: {
  locale: Locale;
  categories: CategoryWithCount[];
  columns?: 3 | 4;
}) {
  return (
    <div className={columns === 4 ? `${css.grid} ${css.four}` : css.grid}>
      {categories.map((c) => (
        <Link
          key={c.id}
          className={css.tile}
          href={localizedPath(locale, adPaths.category(c.slug))}
          data-testid="category-tile"
        >
          <span className={css.name}>{categoryName(c, locale)}</span>
          <span className={css.count} data-testid="category-count">
            {t(locale, "categories.count", { count: c.adCount })}
          </span>
        </Link>
      ))}
    </div>
  );
}
