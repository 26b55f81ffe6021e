import type { MessageRef } from "~/lib/messages";

/**
 * What the e-mail choice says under it: where mail goes; or, for an address shown on the profile but not yet
 * confirmed, to confirm it (issue 48: it asked to add an address that was right above); or to add one.
 */
export function emailChannelHint(email: string | null | undefined, verified: boolean): MessageRef {
  if (email && verified) return { key: "profile.channel.EMAILHint", values: { email } };
  if (email) return { key: "profile.channel.EMAILUnconfirmed", values: { email } };
  return { key: "profile.channel.error.noEmail" };
}
