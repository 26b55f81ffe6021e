"use client";

import { GLOBAL_ERROR_TEXT as fr } from "~/ui/errors/global-error-text";

/** Last resort when the root layout itself fails: no providers are available, so plain markup in French. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "80px 16px" }}>
        <p style={{ fontSize: 96, fontWeight: 900, margin: 0, color: "#868e96" }}>500</p>
        <h1>{fr["errors.page.serverTitle"]}</h1>
        <p>{fr["errors.page.homepageHint"]}</p>
        <button
          type="button"
          onClick={() => {
            reset();
            window.location.assign("/");
          }}
        >
          {fr["errors.page.backHome"]}
        </button>
      </body>
    </html>
  );
}
