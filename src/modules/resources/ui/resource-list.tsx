import type { ReactNode } from "react";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { fileSize } from "~/lib/file-size";
import { localName } from "~/lib/local-name";
import type { MessageKey } from "~/lib/messages";
import type { listResources, mainPageResources } from "~/modules/resources/server/list-resources";
import classes from "./resources.module.css";

type Item =
  Awaited<ReturnType<typeof listResources>>["items"][number] | Awaited<ReturnType<typeof mainPageResources>>[number];

/**
 * Resources as a list (server-rendered, plain HTML: no JavaScript): title, kind, subject, audience, author and date, the file or the link;
 * `actions` adds the buttons a screen offers (delete on /resources), so the public page carries none of their code.
 */
export function ResourceList<T extends Item>({
  locale,
  items,
  showAudience = true,
  actions,
}: {
  locale: Locale;
  items: T[];
  showAudience?: boolean;
  actions?: (item: T) => ReactNode;
}) {
  const date = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    dateStyle: "medium",
    timeZone: "Africa/Algiers",
  });
  return (
    <ul className={classes.list}>
      {items.map((r) => {
        const audience =
          r.audience === "CLASS" && r.class
            ? r.class.name
            : r.audience === "LEVEL" && r.level
              ? localName(locale, r.level)
              : t(locale, `resources.audience.${r.audience}` as MessageKey);
        return (
          <li key={r.id} className={classes.item} data-testid="resource">
            <div className={classes.entry}>
              <div className={classes.meta}>
                <span className={classes.tag} data-kind={r.kind}>
                  {t(locale, `resources.kind.${r.kind}` as MessageKey)}
                </span>
                {r.subject && <span className={classes.tag}>{localName(locale, r.subject)}</span>}
                {showAudience && <p className={classes.note}>{t(locale, "resources.for", { audience })}</p>}
              </div>
              {/* what people wrote keeps its own direction: French in the Arabic page, Arabic in the French one */}
              <p className={classes.title} dir="auto">
                {r.fileName ? (
                  <a
                    className={classes.link}
                    href={`/api/resources/${r.id}/file`}
                    dir="auto"
                    data-testid="resource-file"
                  >
                    {r.title}
                  </a>
                ) : (
                  <a
                    className={classes.link}
                    href={r.url ?? "#"}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    dir="auto"
                    data-testid="resource-link"
                  >
                    {r.title}
                  </a>
                )}
              </p>
              {r.description && (
                <p className={classes.description} dir="auto">
                  {r.description}
                </p>
              )}
              <div className={classes.footer}>
                <p className={classes.note}>
                  {t(locale, "resources.publishedBy", { name: r.publishedBy.name, date: date.format(r.createdAt) })}
                  {r.fileName && r.fileSize
                    ? ` · ${r.fileName.split(".").pop()!.toUpperCase()} ${fileSize(r.fileSize, locale)}`
                    : ""}
                </p>
                {actions?.(r)}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
