"use client";

import { useT } from "~/i18n/client";
import css from "./error-screen.module.css";

const TEXT = {
  404: { title: "errors.page.notFoundTitle", text: "errors.page.notFoundText" },
  403: { title: "errors.page.forbiddenTitle", text: "errors.page.forbiddenText" },
  500: { title: "errors.page.serverTitle", text: "errors.page.serverText" },
} as const;

/**
 * The error screen of spec §2: the status code, its sentence, the homepage hint and a "Back to homepage" button
 * that clears the error (`onReset`) and goes to "/". Plain markup (error-screen.module.css): the error boundaries
 * are in every page's first load.
 */
export function ErrorScreen({ status, onReset }: { status: 404 | 403 | 500; onReset?: () => void }) {
  const t = useT();
  const copy = TEXT[status];
  return (
    <div className={css.screen}>
      <p className={css.status} data-testid="error-status">
        {status}
      </p>
      <h1 className={css.title}>{t(copy.title)}</h1>
      <p className={css.lead}>{t(copy.text)}</p>
      <p className={css.dimmed}>{t("errors.page.homepageHint")}</p>
      <button
        type="button"
        className={css.button}
        onClick={() => {
          onReset?.();
          // a full navigation: whatever state broke is gone
          window.location.assign("/");
        }}
      >
        {t("errors.page.backHome")}
      </button>
    </div>
  );
}
