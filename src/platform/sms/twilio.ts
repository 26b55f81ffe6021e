import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * An SMS provider (issue 31): Twilio's documented Messages API (https://www.twilio.com/docs/messaging/api/message-resource),
 * reached with the platform's own fetch — the client boundary tests replace with a recording fake. Twilio covers
 * Algerian numbers (Ooredoo 05, Mobilis 06, Djezzy 07) with an alphanumeric sender ID; replies to an SMS are not
 * carried back to Algeria, so ours invite families into the app instead.
 */
export interface SmsProvider {
  readonly name: string;
  /** hands one message to the provider; its id and whether it was accepted, or a refusal that will not change */
  send(message: { to: string; text: string; statusUrl: string | null }): Promise<SmsHandOff>;
}

export type SmsHandOff =
  | { outcome: "accepted"; providerId: string }
  /** the number itself is refused (not a mobile, unknown, blocked): it bounces */
  | { outcome: "bounced"; code: string }
  /** the provider is down or refuses for now: the job is tried again later */
  | { outcome: "retry"; reason: string };

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** an alphanumeric sender ID ("WASLA") or a Messaging Service SID ("MG…") */
  from: string;
  /** the API's address (default https://api.twilio.com; a regional edge) */
  apiUrl?: string;
}

/** Twilio's error codes that mean the number will never receive: the family's phone is marked bounced. */
const NUMBER_ERRORS = new Set(["21211", "21214", "21408", "21610", "21612", "21614", "30003", "30005", "30006"]);

export function twilioProvider(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${(config.apiUrl ?? "https://api.twilio.com").replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async send({ to, text, statusUrl }) {
      const form = new URLSearchParams({
        To: to,
        Body: text,
        ...(config.from.startsWith("MG") ? { MessagingServiceSid: config.from } : { From: config.from }),
      });
      if (statusUrl) form.set("StatusCallback", statusUrl);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
          body: form,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return { outcome: "retry", reason: error instanceof Error ? error.message : "network" };
      }
      const body = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (response.ok && body.sid) return { outcome: "accepted", providerId: body.sid };
      const code = String(body.code ?? response.status);
      if (response.status === 400 && NUMBER_ERRORS.has(code)) return { outcome: "bounced", code };
      return { outcome: "retry", reason: `${response.status} ${code} ${body.message ?? ""}`.trim() };
    },
  };
}

/**
 * Twilio's signature of a status callback: HMAC-SHA1 with the auth token over the full URL followed by every POST
 * parameter, sorted by name, as name then value; base64. Compared in constant time.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => `${k}${params[k]}`)
      .join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function validTwilioSignature(
  authToken: string,
  signature: string | null,
  url: string,
  params: Record<string, string>,
) {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A status callback's meaning for us: delivered, still on its way, or failed (a number error: bounced). */
export function twilioStatus(params: Record<string, string>): {
  providerId: string;
  state: "delivered" | "pending" | "failed" | "bounced";
  code: string | null;
} {
  const code = params.ErrorCode || null;
  const status = params.MessageStatus ?? params.SmsStatus ?? "";
  const state =
    status === "delivered"
      ? "delivered"
      : status === "undelivered" || status === "failed"
        ? code && NUMBER_ERRORS.has(code)
          ? "bounced"
          : "failed"
        : "pending";
  return { providerId: params.MessageSid ?? "", state, code };
}
