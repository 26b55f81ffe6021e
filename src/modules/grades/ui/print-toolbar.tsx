"use client";

import { useIntl } from "react-intl";
import styles from "./print-toolbar.module.css";

/** The print view's bar: print (the browser's own dialog, which also saves as PDF) and back; hidden on paper. */
export function PrintToolbar({ back, pdf }: { back: string; pdf: string | null }) {
  const { formatMessage } = useIntl();
  return (
    <div className={styles.bar}>
      <a href={back}>{formatMessage({ id: "reportCards.back" })}</a>
      <span className={styles.actions}>
        {pdf && (
          <a href={pdf} download>
            {formatMessage({ id: "reportCards.downloadPdf" })}
          </a>
        )}
        <button type="button" onClick={() => window.print()}>
          {formatMessage({ id: "reportCards.print" })}
        </button>
      </span>
    </div>
  );
}
