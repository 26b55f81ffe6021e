import { randomBytes } from "node:crypto";
import { CODE_ALPHABET } from "~/modules/documents/domain/verify-code";

/** A fresh verification code: 12 characters of Crockford's base32 from 60 random bits (unguessable; /verify is rate-limited). */
export function newVerifyCode(): string {
  const bytes = randomBytes(8);
  let value = bytes.readBigUInt64BE() >> 4n;
  let code = "";
  for (let i = 0; i < 12; i++) {
    code = CODE_ALPHABET[Number(value & 31n)]! + code;
    value >>= 5n;
  }
  return code;
}
