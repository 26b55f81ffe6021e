import { describe, expect, it } from "vitest";
import { outcomeOf } from "./sender";

describe("outcomeOf: FCM's answer per message", () => {
  it.each([
    [{ success: true }, "sent"],
    [{ success: false, error: { code: "messaging/registration-token-not-registered" } }, "dead"],
    [{ success: false, error: { code: "messaging/invalid-registration-token" } }, "dead"],
    [{ success: false, error: { code: "messaging/internal-error" } }, "failed"],
    [{ success: false, error: { code: "messaging/quota-exceeded" } }, "failed"],
    [{ success: false }, "failed"],
  ] as const)("%j → %s", (response, expected) => expect(outcomeOf(response)).toBe(expected));
});
