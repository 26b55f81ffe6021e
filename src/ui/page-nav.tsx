import Link from "next/link";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";
import css from "./page-nav.module.css";

/** Mantine's usePagination range (1 sibling, 1 boundary): 1 … 4 5 6 … 20, or every page up to 7. */
export function pageRange(total: number, active: number): (number | "dots")[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  const left = Math.max(active - 1, 1);
  const right = Math.min(active + 1, total - 1);
  const leftDots = left > 3;
  const rightDots = right < total - 2;
  if (!leftDots && rightDots) return [...range(1, 5), "dots", total];
  if (leftDots && !rightDots) return [1, "dots", ...range(total - 4, total)];
  return [1, "dots", ...range(left, right), "dots", total];
}

const ICONS = {
  first:
    "M6.85355 3.85355C7.04882 3.65829 7.04882 3.34171 6.85355 3.14645C6.65829 2.95118 6.34171 2.95118 6.14645 3.14645L2.14645 7.14645C1.95118 7.34171 1.95118 7.65829 2.14645 7.85355L6.14645 11.8536C6.34171 12.0488 6.65829 12.0488 6.85355 11.8536C7.04882 11.6583 7.04882 11.3417 6.85355 11.1464L3.20711 7.5L6.85355 3.85355ZM12.8536 3.85355C13.0488 3.65829 13.0488 3.34171 12.8536 3.14645C12.6583 2.95118 12.3417 2.95118 12.1464 3.14645L8.14645 7.14645C7.95118 7.34171 7.95118 7.65829 8.14645 7.85355L12.1464 11.8536C12.3417 12.0488 12.6583 12.0488 12.8536 11.8536C13.0488 11.6583 13.0488 11.3417 12.8536 11.1464L9.20711 7.5L12.8536 3.85355Z",
  previous: "M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z",
  next: "M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z",
  last: "M2.14645 11.1464C1.95118 11.3417 1.95118 11.6583 2.14645 11.8536C2.34171 12.0488 2.65829 12.0488 2.85355 11.8536L6.85355 7.85355C7.04882 7.65829 7.04882 7.34171 6.85355 7.14645L2.85355 3.14645C2.65829 2.95118 2.34171 2.95118 2.14645 3.14645C1.95118 3.34171 1.95118 3.65829 2.14645 3.85355L5.79289 7.5L2.14645 11.1464ZM8.14645 11.1464C7.95118 11.3417 7.95118 11.6583 8.14645 11.8536C8.34171 12.0488 8.65829 12.0488 8.85355 11.8536L12.8536 7.85355C13.0488 7.65829 13.0488 7.34171 12.8536 7.14645L8.85355 3.14645C8.65829 2.95118 8.34171 2.95118 8.14645 3.14645C7.95118 3.34171 7.95118 3.65829 8.14645 3.85355L11.7929 7.5L8.14645 11.1464Z",
  dots: "M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z",
} as const;

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 16 16" className={css.icon} aria-hidden>
    <path d={path} fill="currentColor" />
  </svg>
);

/**
 * Page links for a server-rendered result list (?page=N, every other parameter kept, page 1 without it), drawn as
 * Mantine's Pagination: first / previous, the pages, next / last (edges from 6 pages). Nothing when one page.
 */
export function PageNav({
  locale,
  path,
  query,
  total,
  pageSize,
  page,
}: {
  locale: Locale;
  path: string;
  query: Record<string, string | string[] | undefined>;
  total: number;
  pageSize: number;
  page: number;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === "page" || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
    }
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  const control = (kind: "first" | "previous" | "next" | "last", target: number, disabled: boolean) => (
    <li key={kind}>
      {disabled ? (
        <span className={css.control} aria-disabled="true" aria-label={t(locale, `pagination.${kind}` as MessageKey)}>
          <Icon path={ICONS[kind]} />
        </span>
      ) : (
        <Link className={css.control} href={href(target)} aria-label={t(locale, `pagination.${kind}` as MessageKey)}>
          <Icon path={ICONS[kind]} />
        </Link>
      )}
    </li>
  );
  const edges = pages > 5;
  return (
    <nav className={css.nav} aria-label={t(locale, "pagination.label")}>
      <ul className={css.list}>
        {edges && control("first", 1, page === 1)}
        {control("previous", page - 1, page === 1)}
        {pageRange(pages, page).map((n, i) =>
          n === "dots" ? (
            <li key={`dots-${i}`} className={css.dots}>
              <Icon path={ICONS.dots} />
            </li>
          ) : (
            <li key={n}>
              <Link className={css.control} href={href(n)} aria-current={n === page ? "page" : undefined}>
                {n}
              </Link>
            </li>
          ),
        )}
        {control("next", page + 1, page === pages)}
        {edges && control("last", pages, page === pages)}
      </ul>
    </nav>
  );
}
