import { describe, expect, it } from "vitest";
import { twilioProvider, twilioSignature, twilioStatus, validTwilioSignature } from "./twilio";

/** A recording fake of the network: what Twilio's API would answer, and what was asked of it. */
function recording(answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const config = { accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "secret-token", from: "WASLA" };

describe("Twilio, at its HTTP boundary", () => {
  it("posts the message as a form with basic auth, the sender ID and the status callback", async () => {
    const net = recording([json(201, { sid: "SM123", status: "queued" })]);
    const sent = await twilioProvider(config, net.fetchImpl).send({
      to: "+213550123456",
      text: "غياب سارة هذا الصباح",
      statusUrl: "https://wasla.dz/api/sms/status",
    });
    expect(sent).toEqual({ outcome: "accepted", providerId: "SM123" });
    const [call] = net.calls;
    expect(call!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${config.accountSid}/Messages.json`);
    expect((call!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from(`${config.accountSid}:secret-token`).toString("base64")}`,
    );
    const form = new URLSearchParams(String(call!.init.body));
    expect(Object.fromEntries(form)).toEqual({
      To: "+213550123456",
      Body: "غياب سارة هذا الصباح",
      From: "WASLA",
      StatusCallback: "https://wasla.dz/api/sms/status",
    });
  });

  it.each([
    [
      "an invalid number bounces",
      json(400, { code: 21211, message: "Invalid 'To' Phone Number" }),
      { outcome: "bounced", code: "21211" },
    ],
    [
      "a landline (not a mobile) bounces",
      json(400, { code: 21614, message: "not a mobile number" }),
      { outcome: "bounced", code: "21614" },
    ],
    [
      "Twilio down: retried",
      json(503, { code: 20503, message: "Service unavailable" }),
      { outcome: "retry", reason: "503 20503 Service unavailable" },
    ],
    [
      "too many requests: retried",
      json(429, { code: 20429, message: "Too Many Requests" }),
      { outcome: "retry", reason: "429 20429 Too Many Requests" },
    ],
    ["the network fails: retried", new Error("fetch failed"), { outcome: "retry", reason: "fetch failed" }],
  ])("%s", async (_name, answer, expected) => {
    const net = recording([answer]);
    expect(
      await twilioProvider(config, net.fetchImpl).send({ to: "+213550000000", text: "x", statusUrl: null }),
    ).toEqual(expected);
  });

  it("signs a status callback as Twilio documents it, and refuses a forged one", () => {
    const url = "https://wasla.dz/api/sms/status";
    const params = {
      MessageSid: "SM123",
      MessageStatus: "delivered",
      To: "+213550123456",
      AccountSid: config.accountSid,
    };
    const signature = twilioSignature("secret-token", url, params);
    expect(validTwilioSignature("secret-token", signature, url, params)).toBe(true);
    expect(validTwilioSignature("secret-token", signature, url, { ...params, MessageStatus: "failed" })).toBe(false);
    expect(validTwilioSignature("other-token", signature, url, params)).toBe(false);
    expect(validTwilioSignature("secret-token", null, url, params)).toBe(false);
  });

  it.each([
    [{ MessageSid: "SM1", MessageStatus: "delivered" }, "delivered"],
    [{ MessageSid: "SM1", MessageStatus: "sent" }, "pending"],
    [{ MessageSid: "SM1", MessageStatus: "undelivered", ErrorCode: "30005" }, "bounced"],
    [{ MessageSid: "SM1", MessageStatus: "failed", ErrorCode: "30008" }, "failed"],
  ])("reads the status %j as %s", (params, state) => {
    expect(twilioStatus(params).state).toBe(state);
  });
});
