import { env } from "~/env";
import { twilioProvider, type SmsProvider } from "./twilio";

export type { SmsProvider } from "./twilio";

const globalForSms = globalThis as unknown as { __waslaSmsProvider?: SmsProvider | null };

/** The provider tests set (a recording fake at Twilio's HTTP boundary); null: back to the environment's. */
export function setSmsProvider(provider: SmsProvider | null): void {
  globalForSms.__waslaSmsProvider = provider;
}

let configured: SmsProvider | null | undefined;

/** The provider in use: a test's, else Twilio when its three settings are there, else none (SMS is off). */
export function smsProvider(): SmsProvider | null {
  if (globalForSms.__waslaSmsProvider !== undefined) return globalForSms.__waslaSmsProvider;
  if (configured === undefined) {
    configured =
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_SMS_FROM
        ? twilioProvider({
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_SMS_FROM,
            apiUrl: env.TWILIO_API_URL,
          })
        : null;
  }
  return configured;
}

/** Where the provider reports deliveries: the site's public address (never the request's Host). */
export const smsStatusUrl = () => (env.NEXTAUTH_URL ? `${env.NEXTAUTH_URL.replace(/\/$/, "")}/api/sms/status` : null);
