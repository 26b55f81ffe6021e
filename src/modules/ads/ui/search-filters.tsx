"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState, type CSSProperties } from "react";
import { useLocale, useT } from "~/i18n/client";
import { Button } from "~/ui/button";
import { DateField } from "~/ui/date-field";
import { TextField } from "~/ui/field";
import { LazySelect } from "~/ui/lazy-select";
import { Badge } from "~/ui/badge";
import { AD_TYPES } from "~/modules/ads/domain/constants/ads";
import type { TAdSearch } from "~/modules/ads/schemas";
import { categoryName } from "./labels";
import styles from "./search-filters.module.css";
import { useCommuneOptions, useWilayaOptions, type WilayaOption } from "~/ui/use-communes";

type Filters = Omit<TAdSearch, "page">;
const FILTER_KEYS = ["q", "type", "category", "wilaya", "commune", "from", "to"] as const;

/**
 * The board's search box and filters, inside the page's `<Card as="section">` (server-rendered: its markup stays
 * out of this component's code). Every filter lives in the URL: choosing one reloads the results (page 1),
 * and the address can be shared or bookmarked. Drawn with our plain controls (features/ui/field.tsx, button.tsx,
 * marks.tsx) and a CSS module for the layout, not Mantine's components: the board and a category page carry none of
 * Mantine's code in their first load, and render faster on the server.
 */
export function SearchFilters({
  filters,
  categories,
  wilayas,
  hideCategory = false,
}: {
  filters: Filters;
  categories: { slug: string; nameFr: string; nameEn: string; nameAr: string }[];
  wilayas: WilayaOption[];
  hideCategory?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [q, setQ] = useState(filters.q ?? "");
  const wilayaOptions = useWilayaOptions(wilayas);
  const communes = useCommuneOptions(filters.wilaya);
  // on a phone the filters wait behind one button, so the first results show without scrolling
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = FILTER_KEYS.filter(
    (k) => k !== "q" && filters[k] && !(hideCategory && k === "category"),
  ).length;

  const apply = (next: Partial<Filters>) => {
    const merged: Filters = { ...filters, q, ...next };
    const query = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = merged[key];
      // a category page carries its category in the path already
      if (value && !(hideCategory && key === "category")) query.set(key, String(value));
    }
    const qs = query.toString();
    router.push(qs ? `${pathname}?${qs}` : pathname);
  };

  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ q });
        }}
      >
        <div className={styles.search}>
          <TextField
            style={{ flex: 1 }}
            type="search"
            name="q"
            label={t("ads.search.label")}
            placeholder={t("ads.search.placeholder")}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <Button type="submit" data-testid="search-submit">
            {t("ads.search.submit")}
          </Button>
        </div>
      </form>
      <Button
        className={styles.toggle}
        variant="default"
        fullWidth
        aria-expanded={filtersOpen}
        aria-controls="board-filters"
        onClick={() => setFiltersOpen((open) => !open)}
        rightSection={activeFilters > 0 ? <Badge circle>{activeFilters}</Badge> : undefined}
        data-testid="filters-toggle"
      >
        {t("ads.filter.title")}
      </Button>
      <div
        id="board-filters"
        className={filtersOpen ? styles.grid : `${styles.grid} ${styles.folded}`}
        style={hideCategory ? ({ "--filters-cols-md": 5 } as CSSProperties) : undefined}
      >
        <LazySelect
          label={t("ads.filter.type")}
          placeholder={t("ads.filter.anyType")}
          data={AD_TYPES.map((type) => ({ value: type, label: t(`ads.type.${type}`) }))}
          value={filters.type ?? null}
          onChange={(type) => apply({ type: (type as Filters["type"]) ?? undefined })}
          clearable
          name="type"
        />
        {!hideCategory && (
          <LazySelect
            label={t("ads.filter.category")}
            placeholder={t("ads.filter.anyCategory")}
            data={categories.map((c) => ({ value: c.slug, label: categoryName(c, locale) }))}
            value={filters.category ?? null}
            onChange={(category) => apply({ category: category ?? undefined })}
            clearable
            searchable
            name="category"
          />
        )}
        <LazySelect
          label={t("ads.filter.wilaya")}
          placeholder={t("ads.filter.anyWilaya")}
          data={wilayaOptions}
          value={filters.wilaya ?? null}
          onChange={(wilaya) => apply({ wilaya: wilaya ?? undefined, commune: undefined })}
          clearable
          searchable
          name="wilaya"
        />
        <LazySelect
          label={t("ads.filter.commune")}
          placeholder={t("ads.filter.anyCommune")}
          data={communes.options}
          value={filters.commune ?? null}
          onChange={(commune) => apply({ commune: commune ?? undefined })}
          disabled={!filters.wilaya}
          clearable
          searchable
          name="commune"
        />
        <DateField
          label={t("ads.filter.from")}
          name="from"
          value={filters.from ?? ""}
          onChange={(from) => apply({ from: from || undefined })}
        />
        <DateField
          label={t("ads.filter.to")}
          name="to"
          value={filters.to ?? ""}
          onChange={(to) => apply({ to: to || undefined })}
        />
      </div>
      {FILTER_KEYS.some((k) => filters[k]) && (
        <div className={styles.reset}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setQ("");
              router.push(pathname);
            }}
          >
            {t("ads.filter.reset")}
          </Button>
        </div>
      )}
    </>
  );
}
