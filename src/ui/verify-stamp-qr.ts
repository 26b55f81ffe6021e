import QRCode from "qrcode";
import { formatCode } from "~/modules/documents/client";
import { siteOrigin } from "~/platform/site-origin";

/**
 * A paper's verification code as printed (issue 32): the address /verify/{code} on this site, its QR code as one SVG
 * path (node-qrcode's matrix, drawn here: synchronous, so the sheets stay plain server components with no image
 * request), and the code in groups of four for people who type it.
 */
export function verifyStamp(code: string) {
  const url = `${siteOrigin()}/verify/${code}`;
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  let path = "";
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (qr.modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
  return { url, code: formatCode(code), size, path };
}
export type VerifyStamp = ReturnType<typeof verifyStamp>;
