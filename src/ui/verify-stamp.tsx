import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { VerifyStamp as Stamp } from "~/ui/verify-stamp-qr";

/**
 * The corner of a printed paper that proves it (issue 32): its QR code, 2 cm square with the quiet zone QR readers
 * need, and beside it the address and the code to type. Server-rendered SVG, printed sharp at any size.
 */
export function VerifyStamp({
  stamp,
  locale,
  size = 22,
  compact = false,
}: {
  stamp: Stamp;
  locale: Locale;
  size?: number;
  compact?: boolean;
}) {
  const quiet = 4;
  const box = stamp.size + 2 * quiet;
  return (
    <div
      data-testid="verify-stamp"
      style={{
        display: "flex",
        flexDirection: compact ? "column" : "row",
        alignItems: "center",
        gap: compact ? "1mm" : "3mm",
        marginTop: compact ? 0 : "4mm",
        breakInside: "avoid",
        fontWeight: 400,
      }}
    >
      <svg
        viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
        width={`${size}mm`}
        height={`${size}mm`}
        role="img"
        aria-label={t(locale, "verify.qrLabel")}
        shapeRendering="crispEdges"
        style={{ flex: "none", background: "#fff" }}
      >
        <path d={stamp.path} fill="#000" />
      </svg>
      <p
        style={{
          margin: 0,
          fontSize: compact ? "7pt" : "9pt",
          lineHeight: 1.3,
          textAlign: compact ? "center" : undefined,
        }}
      >
        {!compact && (
          <>
            {t(locale, "verify.printed")}
            <br />
            <bdi dir="ltr" style={{ fontFamily: "monospace" }}>
              {stamp.url.replace(/^https?:\/\//, "")}
            </bdi>
            <br />
          </>
        )}
        {t(locale, "verify.codeLabel")}{" "}
        <bdi dir="ltr" style={{ fontFamily: "monospace", fontWeight: 700 }} data-testid="verify-code">
          {stamp.code}
        </bdi>
      </p>
    </div>
  );
}
