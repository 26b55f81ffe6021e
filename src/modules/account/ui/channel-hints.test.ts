import { describe, expect, it } from "vitest";
import { t } from "~/i18n/server";
import { emailChannelHint } from "./channel-hints";

describe("the e-mail channel's hint", () => {
  it.each([
    ["a confirmed address: where mail goes", "karim@example.dz", true, "profile.channel.EMAILHint"],
    [
      "an address awaiting confirmation: confirm it, not add one",
      "karim@example.dz",
      false,
      "profile.channel.EMAILUnconfirmed",
    ],
    ["no address: add one", null, false, "profile.channel.error.noEmail"],
  ] as const)("%s", (_, email, verified, key) => {
    const hint = emailChannelHint(email, verified);
    expect(hint.key).toBe(key);
    if (email)
      for (const locale of ["fr", "en", "ar"] as const) expect(t(locale, hint.key, hint.values)).toContain(email);
  });
});
