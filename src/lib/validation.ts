import { z } from "zod";
import type { MessageKey, MessageRef } from "./messages";
import { PASSWORD_MIN_LENGTH } from "../modules/account/domain/constants";
import { normalizePhone } from "./phone";

export { formatPhoneNational, normalizePhone } from "./phone";

// zod probes for eval (new Function) to compile fast parsers; the page's CSP forbids eval, so the browser would
// report a violation on the first form check. The server keeps the fast path. Set here, where every shared schema
// starts, so zod loads only on the pages that validate something.
if (typeof window !== "undefined") z.config({ jitless: true });

/**
 * Building blocks of the shared zod schemas. Every message is a locale key from the spec's catalogue, so the
 * form (client) and the procedure (server) report the same words; `issueToMessage` adds the values ({count}).
 */
export { PASSWORD_MIN_LENGTH };
export const NAME_MAX_LENGTH = 100;
/** School-issued login identifiers: "amine.benali.4821" (letters, digits, dots; never an e-mail or a phone). */
export const USERNAME_PATTERN = /^[a-z][a-z0-9]*(\.[a-z0-9]+)+$/;

const key = (k: MessageKey) => k;

export const requiredString = (max = 255) =>
  z
    .string({ error: key("validation.required") })
    .trim()
    .min(1, key("validation.required"))
    .max(max, key("validation.maxLength"));

/**
 * A record id from the client: our ids are cuids (letters and digits, 25 characters). Anything else is refused by
 * format before it reaches the database (a 1 MB or NUL-laden id used to end as a 500).
 */
export const recordId = () =>
  z
    .string({ error: "validation.required" satisfies MessageKey })
    .min(1, "validation.required" satisfies MessageKey)
    .max(40, "validation.checkInput" satisfies MessageKey)
    .regex(/^[A-Za-z0-9_-]+$/, "validation.checkInput" satisfies MessageKey);

/**
 * What a screen's address chooses (?class=, ?term=, ?student=), as the screen's action receives it: any text, since
 * a choice that names nothing falls back to the screen's default (or is not found) — one too long to name anything
 * is no choice at all.
 */
export const addressChoice = () => z.string().max(100).optional().catch(undefined);

export const optionalString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, key("validation.maxLength"))
    .transform((v) => (v === "" ? undefined : v))
    .optional();

export const emailField = () =>
  z
    .string({ error: key("validation.required") })
    .trim()
    .toLowerCase()
    .min(1, key("validation.required"))
    .pipe(z.email(key("validation.email")).max(254, key("validation.email")));

export const phoneField = () =>
  z
    .string({ error: key("validation.required") })
    .trim()
    .min(1, key("validation.required"))
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: key("validation.phone") });
        return z.NEVER;
      }
      return phone;
    });

/** An optional e-mail: "" becomes undefined. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
export const optionalEmail = () => z.preprocess(blankToUndefined, emailField().optional());
export const optionalPhone = () => z.preprocess(blankToUndefined, phoneField().optional());

/**
 * A login identifier an owner may change or remove: left out, unchanged (undefined); sent empty (or null), removed
 * (null); else the new value. Issue 47: a missing key used to remove the e-mail.
 */
const blankToNull = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? null : value;
export const clearableEmail = () => z.preprocess(blankToNull, emailField().nullable().optional());
export const clearablePhone = () => z.preprocess(blankToNull, phoneField().nullable().optional());

export const passwordField = () =>
  z
    .string({ error: key("validation.required") })
    .min(1, key("validation.required"))
    .min(PASSWORD_MIN_LENGTH, key("validation.minLength"))
    .max(200, key("validation.maxLength"));

/** Turns one zod issue into a message: the issue's message is a locale key; bounds become {count}. */
export function issueToMessage(issue: z.core.$ZodIssue): MessageRef {
  const messageKey = (issue.message?.includes(".") ? issue.message : "validation.checkInput") as MessageKey;
  if (issue.code === "too_small" || issue.code === "too_big") {
    const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
    return { key: messageKey, values: { count: Number(bound) } };
  }
  return { key: messageKey };
}

/** Field path → first message, for forms and for the tRPC error formatter. */
export function fieldErrorsOf(error: z.ZodError): Record<string, MessageRef> {
  const out: Record<string, MessageRef> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "_form";
    out[path] ??= issueToMessage(issue);
  }
  return out;
}
