/**
 * How an SMS is cut and priced (issue 31). GSM 03.38 carries 160 septets in one message, 153 a part once
 * concatenated; a character of its extension table (€ [ ] { } ^ ~ | \ and form feed) costs two. Anything else —
 * Arabic, "ç", "ê", "â", an emoji — switches the whole message to UCS-2: 70 UTF-16 units alone, 67 a part. A part
 * never splits an escape pair or a surrogate pair. Client-safe: the sender sees segments and cost before sending.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsSize {
  encoding: SmsEncoding;
  /** septets (GSM-7) or UTF-16 units (UCS-2) */
  units: number;
  segments: number;
}

export const isGsm7 = (text: string) => [...text].every((c) => BASIC.has(c) || EXTENSION.has(c));

/** Parts of a concatenated message, filled greedily without splitting what must stay together. */
function parts(sizes: number[], single: number, part: number) {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total <= single) return total === 0 ? 0 : 1;
  let count = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      count++;
      used = 0;
    }
    used += size;
  }
  return count;
}

export function smsSize(text: string): SmsSize {
  const chars = [...text];
  if (isGsm7(text)) {
    const sizes = chars.map((c) => (EXTENSION.has(c) ? 2 : 1));
    return { encoding: "GSM-7", units: sizes.reduce((a, b) => a + b, 0), segments: parts(sizes, 160, 153) };
  }
  const sizes = chars.map((c) => c.length);
  return { encoding: "UCS-2", units: sizes.reduce((a, b) => a + b, 0), segments: parts(sizes, 70, 67) };
}

/** The cost of a message to `recipients` phones at `segmentPrice` centimes a segment. */
export const smsCost = (text: string, recipients: number, segmentPrice: number) =>
  smsSize(text).segments * recipients * segmentPrice;
